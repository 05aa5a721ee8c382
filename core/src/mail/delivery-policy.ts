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
 * part of the message, and the links carry tokens), short enough for an operator's overview.
 */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split(/\r?\n/, 1)[0] ?? '';
  const cleaned = firstLine
    .replace(/\bhttps?:\/\/\S+/gi, '[link]')
    .replace(/token=\S+/gi, 'token=[redacted]');
  return (cleaned || 'unknown error').slice(0, 300);
}
