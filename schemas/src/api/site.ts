import { z } from 'zod';

export const sitesSchema = z.record(z.enum(['CH', 'DE']), z.string());

export const indexDataSchema = z.object({
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  clubFunctions: z.array(z.object({ code: z.string(), name: z.string(), parent: z.string().nullable() })),
});

export const emblemCandidateSchema = z.object({ uri: z.string(), name: z.string(), source: z.string() });

export type IndexData = z.infer<typeof indexDataSchema>;
export type EmblemCandidate = z.infer<typeof emblemCandidateSchema>;
