import { z } from 'zod';

export const verifyMailRequest = z.object({
  token: z
    .string({ message: 'Der Bestätigungslink ist unvollständig.' })
    .min(1, 'Der Bestätigungslink ist unvollständig.')
    .max(200),
});
