import type { Knex } from 'knex';
import type { MailTransport } from './mail-transport';
import { backoffSeconds, shortError } from './delivery-policy';

export interface QueuedMail {
  accountId: string | null;
  /** Which template produced the mail, e.g. `verify-mail`; lets operators tell the rows apart. */
  template: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** E.g. `List-Unsubscribe` of a digest. */
  headers?: Record<string, string>;
}

/** What delivery reports about each mail: never the body or the full address, which may hold secrets. */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DeliverOptions {
  batchSize?: number;
  /** The clock of this delivery run; tests move it forward to reach backed-off mails. */
  now?: Date;
  logger?: MailLogger;
  /** After this many failed attempts a mail stays unsent, with its last error, for operators. */
  maxAttempts?: number;
  /** Mails of the batch in flight at once (SMTP with a connection pool); 1 keeps strict order. */
  concurrency?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * A claimed mail is not offered to other senders for this long. It must outlast any send (SMTP timeouts
 * included) or a slow send could be claimed and sent a second time; if the sender dies mid-send, the
 * mail comes back after it.
 */
const CLAIM_LEASE_SECONDS = 10 * 60;

/** What the body of a delivered mail becomes: the link in it must not outlive its delivery here. */
export const REDACTED_BODY = '[zugestellt]';

/**
 * Queues a mail inside the transaction of the command that causes it, so a mail exists exactly when the
 * command's change was committed. The bare knex instance is refused: a mail queued outside the
 * transaction could announce a token that a rolled-back command never stored.
 */
export async function queueMail(trx: Knex.Transaction, mail: QueuedMail): Promise<string> {
  const [id] = await queueMails(trx, [mail]);
  return id as string;
}

const outboxRow = (mail: QueuedMail) => ({
  accountId: mail.accountId,
  template: mail.template,
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
  headers: mail.headers ? JSON.stringify(mail.headers) : null,
});

/** queueMail for many mails in one statement (a digest batch); same transaction rule, ids in order. */
export async function queueMails(trx: Knex.Transaction, mails: QueuedMail[]): Promise<string[]> {
  if (!trx?.isTransaction) throw new Error('queueMail must run inside the transaction of its command');
  if (mails.length === 0) return [];
  try {
    const rows = (await trx('mail_outbox').insert(mails.map(outboxRow)).returning('id')) as {
      id: string | number;
    }[];
    return rows.map((row) => String(row.id));
  } catch (error) {
    // Knex writes the statement with its values into the message, and those values hold the raw token;
    // rethrow without them so no error log can carry the link. The SQLSTATE stays for retry decisions.
    const e = error as { code?: unknown; message?: unknown };
    const detail = typeof e.message === 'string' ? e.message.split(' - ').pop() : 'unknown error';
    throw Object.assign(new Error(`Could not queue the mail: ${detail}`), { code: e.code });
  }
}

interface ClaimedRow {
  id: string | number;
  template: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string> | string | null;
  attempts: number;
}

/**
 * Delivers the mails that are due, one batch. Claiming is one statement that takes due rows nobody else
 * holds (`FOR UPDATE SKIP LOCKED`) and leases them by moving `next_attempt_at` forward: any number of
 * processes may run this concurrently and each mail goes to exactly one of them. No transaction stays
 * open while the transport works — PGlite has a single connection that commands need meanwhile.
 * A mail is sent at least once: if the process dies between sending and marking, it is sent again.
 */
export async function deliverQueuedMails(
  db: Knex,
  transport: MailTransport,
  opts: DeliverOptions = {},
): Promise<{ sent: number; failed: number }> {
  const batchSize = opts.batchSize ?? 20;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  // Without a given clock, the database's: every process then agrees on what is due.
  const now = () => (opts.now ? db.raw('?::timestamptz', [opts.now.toISOString()]) : db.raw('now()'));
  const after = (seconds: number) => db.raw('?::timestamptz + make_interval(secs => ?)', [now(), seconds]);

  const due = db('mail_outbox')
    .select('id')
    .whereNull('sentAt')
    .where('attempts', '<', maxAttempts)
    .where('nextAttemptAt', '<=', now())
    .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
    .limit(batchSize)
    .forUpdate()
    .skipLocked();
  const claimed = (await db('mail_outbox')
    .whereIn('id', due)
    .update({ attempts: db.raw('attempts + 1'), nextAttemptAt: after(CLAIM_LEASE_SECONDS) })
    .returning([
      'id',
      'template',
      'toAddress',
      'subject',
      'textBody',
      'htmlBody',
      'headers',
      'attempts',
    ])) as ClaimedRow[];
  claimed.sort((a, b) => Number(a.id) - Number(b.id));

  let sent = 0;
  let failed = 0;
  const deliverOne = async (row: ClaimedRow): Promise<void> => {
    const log = {
      mailId: String(row.id),
      template: row.template,
      subject: row.subject,
      toDomain: domainOf(row.toAddress),
    };
    try {
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
        ...(row.headers === null ? {} : { headers: parseHeaders(row.headers) }),
      });
    } catch (error) {
      failed += 1;
      const lastError = shortError(error);
      const givenUp = row.attempts >= maxAttempts;
      // A mail out of attempts stays in the table, marked failed, for `npm run mail -- failed|retry`.
      await db('mail_outbox')
        .where({ id: row.id })
        .update({
          lastError,
          nextAttemptAt: after(backoffSeconds(row.attempts)),
          ...(givenUp ? { failedAt: now() } : {}),
        });
      opts.logger?.warn(
        { ...log, attempts: row.attempts, error: lastError, givenUp },
        givenUp ? 'mail not delivered, giving up' : 'mail not delivered, will retry',
      );
      return;
    }
    // Sent: the body with its link is of no further use and would only be a secret lying around.
    await db('mail_outbox')
      .where({ id: row.id })
      .update({
        sentAt: now(),
        lastError: null,
        textBody: REDACTED_BODY,
        htmlBody: row.htmlBody === null ? null : REDACTED_BODY,
      });
    sent += 1;
    opts.logger?.info(log, 'mail sent');
  };
  // Oldest first; with concurrency > 1 several mails of the batch are in flight over a pooled transport.
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const row = claimed[next];
      next += 1;
      if (row) await deliverOne(row);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
  return { sent, failed };
}

// jsonb comes back parsed from pg and PGlite alike; text is accepted for safety.
function parseHeaders(headers: Record<string, string> | string): Record<string, string> {
  return typeof headers === 'string' ? (JSON.parse(headers) as Record<string, string>) : headers;
}

/** The recipient's domain is enough to follow a delivery problem; the full address is contact data. */
function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0
    ? '?'
    : address
        .slice(at + 1)
        .replace(/>$/, '')
        .toLowerCase();
}
