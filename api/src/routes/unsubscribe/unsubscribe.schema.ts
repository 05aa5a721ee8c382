import { z } from 'zod';

export const INVALID_UNSUBSCRIBE_LINK =
  'Dieser Abmeldelink ist ungültig. Du kannst die wöchentliche Mail in deinen Einstellungen abbestellen.';

/** The query of an unsubscribe link: the account and the HMAC of it (core/src/mail/unsubscribe-link.ts). */
export const unsubscribeQuery = z.object({
  account: z.uuid({ message: INVALID_UNSUBSCRIBE_LINK }),
  sig: z.string({ message: INVALID_UNSUBSCRIBE_LINK }).regex(/^[A-Za-z0-9_-]{43}$/, INVALID_UNSUBSCRIBE_LINK),
});

export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;
