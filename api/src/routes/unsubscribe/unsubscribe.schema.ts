import { WEEKLY_MAIL } from '@anpfiff/core/mail/templates/spelling';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { z } from 'zod';

const INVALID = 'Dieser Abmeldelink ist ungültig.';

/** What a link that fails the check is answered with, in the words of the site's mail. */
export const INVALID_UNSUBSCRIBE_LINK: Record<Country, string> = {
  CH: `${INVALID} Du kannst ${WEEKLY_MAIL.CH.the} in deinen Einstellungen abbestellen.`,
  DE: `${INVALID} Du kannst ${WEEKLY_MAIL.DE.the} in deinen Einstellungen abbestellen.`,
};

/** The query of an unsubscribe link: the account and the HMAC of it (core/src/mail/unsubscribe-link.ts). */
export const unsubscribeQuery = z.object({
  account: z.uuid({ message: INVALID }),
  sig: z.string({ message: INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, INVALID),
});

export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;
