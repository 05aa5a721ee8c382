import type { Knex } from 'knex';
import { maskAddresses } from './mail-redaction';

const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;

/**
 * Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at an hour,
 * so a short outage is bridged quickly and a long one does not hammer the mail server.
 */
export function backoffSeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);
}

/**
 * The error kept on the outbox row and logged: its first line, without links (a transport could echo a
 * part of the message, and the links carry tokens), with every address masked (relays name the refused
 * recipient: `550 5.1.1 <lea@example.ch>: …`), short enough for an operator's overview. `recipient`: the
 * mail's address, masked even where it does not look like one.
 */
export function shortError(error: unknown, recipient?: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split(/\r?\n/, 1)[0] ?? '';
  const cleaned = firstLine
    .replace(/\bhttps?:\/\/\S+/gi, '[link]')
    .replace(/token=\S+/gi, 'token=[redacted]');
  // Masked before cutting, which could leave a part of an address that no longer looks like one.
  return (maskAddresses(cleaned, recipient) || 'unknown error').slice(0, 300);
}

/**
 * The order in which the sender takes mails: lower first. A mail somebody waits for (a link to confirm
 * an address or set a password) must not queue behind a digest run of thousands of mails.
 */
export const MAIL_PRIORITY = { transactional: 0, bulk: 1 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITY;

/**
 * The last error of a mail whose last allowed attempt never reported back: its sender died (or was
 * stopped hard) during the send. Whether it went out is unknown; an operator decides about a retry.
 */
export const ABORTED_ERROR = 'Versand abgebrochen: der letzte Versuch wurde nicht abgeschlossen';

/** The last error of a mail not sent because the link in it had expired: its recipient asks for a new one. */
export const EXPIRED_ERROR = 'Nicht versandt: der Link in der Mail ist abgelaufen';

/**
 * SQL: a mail whose link no longer works at `now` (the database's clock unless given). Failed or not,
 * nothing an operator does can deliver it usefully, so it counts apart from the failed mails that need
 * one (status, exit code, metric).
 */
export function linkExpired(db: Knex, now?: Date): Knex.Raw {
  return db.raw('(send_before is not null and send_before <= ?)', [
    now ? db.raw('?::timestamptz', [now.toISOString()]) : db.fn.now(),
  ]);
}
