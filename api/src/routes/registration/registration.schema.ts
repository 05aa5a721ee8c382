import { z } from 'zod';

export const verifyMailRequest = z.object({
  token: z
    .string({ message: 'Der Bestätigungslink ist unvollständig.' })
    .min(1, 'Der Bestätigungslink ist unvollständig.')
    .max(200),
});

/** The token of a password reset link, asked about before the new password is typed. */
export const resetLinkRequest = z.object({
  token: z.string({ message: 'Der Link ist unvollständig.' }).min(1, 'Der Link ist unvollständig.').max(200),
});
