import { z } from 'zod';

/** The error contract every endpoint speaks: 422 with field errors or a message, otherwise a message. */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export const messageSchema = z.object({ message: z.string() });

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type ErrorMessage = z.infer<typeof messageSchema>;
