import { z } from 'zod';

/** The four counters of the home page, for the site's country. */
export const statsSchema = z.object({
  totalClubProfileCount: z.number().int().min(0),
  totalJobOfferCount: z.number().int().min(0),
  motivatedPersonProfileCount: z.number().int().min(0),
  totalPersonProfileCount: z.number().int().min(0),
});

export type Stats = z.infer<typeof statsSchema>;
