import type { Knex } from 'knex';
import type { MailTransport } from './mail-transport';
import { type ClaimedRow, claimDueMails } from './claim-mails';
import { backoffSeconds, MAIL_PRIORITY, type MailPriority, shortError } from './delivery-policy';
import {
  deletionConfirmation,
  errorWithoutAddress,
  GIVEN_UP_BODY,
  maskAddresses,
  redactedColumns,
} from './mail-redaction';
import { releaseMarks, sentMarks } from './outbox-marks';
import { WEEKLY_DIGEST_TEMPLATE } from './templates/weekly-digest';

export { REDACTED_ADDRESS, REDACTED_BODY } from './mail-redaction';

/** A claimed mail in memory, with the local time by which its send must have begun. */
interface Claimed {
  row: ClaimedRow;
  sendBy: number;
}

export interface QueuedMail {
  accountId: string | null;
  /** Which template produced the mail, e.g. `verify-mail`; lets operators tell the rows apart. */
  template: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The rendered mail's (`Content-Language`, `Reply-To`) and the queuer's, e.g. a digest's `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * Profiles (persons, clubs) and offers the mail names besides its recipient (`profileIds`: ids of
   * either), with what `template` rendered it from: a deletion of one of them renders the mail again
   * without it, or drops it (forget-in-pending-mails).
   */
  mentions?: { profileIds: string[]; renderInput: unknown };
  /** Bulk mail waits behind the mails people wait for; unset: a digest is bulk, any other mail not. */
  priority?: MailPriority;
  /** When the link in the mail stops working (its token's expiry): not sent after it, marked failed. */
  sendBefore?: Date | Knex.Raw;
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
  /** How long a claimed mail is held from other senders; tests shorten it. */
  leaseSeconds?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * A claimed mail is not offered to other senders for this long. It must outlast any send (SMTP timeouts
 * included) or a slow send could be claimed and sent a second time; if the sender dies mid-send, the
 * mail comes back after it.
 */
const CLAIM_LEASE_SECONDS = 10 * 60;

/**
 * The part of the lease within which a claimed mail's send must begin. A batch's mails wait in memory for
 * a free sender, and behind a slow relay the last of them could outlive the lease and be taken and sent by
 * another sender too. A mail not begun by then is handed back instead; the rest of the lease is the time
 * its send may take.
 */
const SEND_START_SHARE = 0.5;

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
  priority:
    MAIL_PRIORITY[mail.priority ?? (mail.template === WEEKLY_DIGEST_TEMPLATE ? 'bulk' : 'transactional')],
  sendBefore: mail.sendBefore ?? null,
  ...(mail.mentions && mail.mentions.profileIds.length > 0
    ? {
        // An array literal rather than a JS array: the two database drivers bind arrays differently.
        mentions: uuidArray(mail.mentions.profileIds),
        renderInput: JSON.stringify(mail.mentions.renderInput),
      }
    : { mentions: null, renderInput: null }),
});

/** `{id,id}`: a Postgres array literal of uuids (which need no quoting). */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a uuid: ${id}`);
  return `{${ids.join(',')}}`;
}

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

/** What a delivery run is told besides the options of one batch. */
export interface RunOptions extends DeliverOptions {
  /** Claims at most this many batches; the sender loop claims until nothing more is due. */
  maxBatches: number;
  /** Asked before each claim: false ends the run once the mails already claimed are delivered. */
  keepClaiming?: () => boolean;
}

/**
 * Delivers the mails that are due, one batch. Claiming is one statement that takes due rows nobody else
 * holds (`FOR UPDATE SKIP LOCKED`) and leases them by moving `next_attempt_at` forward: any number of
 * processes may run this concurrently and each mail goes to exactly one of them. No transaction stays
 * open while the transport works — PGlite has a single connection that commands need meanwhile.
 * A mail is sent at least once: if the process dies between sending and marking, it is sent again.
 */
export function deliverQueuedMails(
  db: Knex,
  transport: MailTransport,
  opts: DeliverOptions = {},
): Promise<{ sent: number; failed: number }> {
  return deliverDueMails(db, transport, { ...opts, maxBatches: 1 });
}

/**
 * Delivers batch after batch for as long as full batches come back (and `keepClaiming` agrees): the next
 * batch is claimed while the last mails of the current one are still being sent, so the senders never
 * wait for the slowest mail of a batch. Resolves once every claimed mail was handled and marked.
 */
export async function deliverDueMails(
  db: Knex,
  transport: MailTransport,
  opts: RunOptions,
): Promise<{ sent: number; failed: number }> {
  const batchSize = opts.batchSize ?? 20;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  // Without a given clock, the database's: every process then agrees on what is due.
  const now = () => (opts.now ? db.raw('?::timestamptz', [opts.now.toISOString()]) : db.raw('now()'));
  const after = (seconds: number) => db.raw('?::timestamptz + make_interval(secs => ?)', [now(), seconds]);
  const marks = sentMarks(db, now);
  const confirmation = deletionConfirmation(db);
  const releases = releaseMarks(db, now);
  const leaseSeconds = opts.leaseSeconds ?? CLAIM_LEASE_SECONDS;

  // The local clock as the claim is sent: the lease, counted by the database, cannot have begun earlier.
  const claimBatch = () => {
    const sendBy = performance.now() + leaseSeconds * 1000 * SEND_START_SHARE;
    return claimDueMails(db, { batchSize, maxAttempts, now, leaseUntil: after(leaseSeconds) }).then(
      (result) => ({ ...result, sendBy }),
    );
  };

  let sent = 0;
  let failed = 0;
  const logOf = (row: ClaimedRow) => ({
    mailId: String(row.id),
    template: row.template,
    subject: row.subject,
    toDomain: domainOf(row.toAddress),
  });
  const reportGivenUp = (rows: ClaimedRow[]) => {
    failed += rows.length;
    for (const row of rows)
      opts.logger?.warn(
        {
          ...logOf(row),
          attempts: row.attempts,
          // Masked again: the claim prefixes the error kept before, which a row from older code holds whole.
          error: row.lastError === null ? null : maskAddresses(row.lastError, row.toAddress),
          givenUp: true,
        },
        'mail not delivered, giving up',
      );
  };
  const deliverOne = async ({ row, sendBy }: Claimed): Promise<void> => {
    const log = logOf(row);
    if (performance.now() > sendBy) {
      // Written with the marks: the normal case, every send begun in time, costs no statement.
      releases.add(row).then(
        () => opts.logger?.info(log, 'mail handed back, its lease ran low before its send began'),
        (error: unknown) => {
          markError ??= error;
        },
      );
      return;
    }
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
      // Masked before it is kept or logged: a relay's refusal repeats the address it refused.
      const lastError = shortError(error, row.toAddress);
      const givenUp = row.attempts >= maxAttempts;
      // A mail out of attempts stays in the table, marked failed, for `npm run mail -- failed|retry`; a
      // deletion's confirmation redacted as if sent, since nobody may keep the address of who left.
      await db('mail_outbox')
        .where({ id: row.id })
        .update({
          lastError,
          nextAttemptAt: after(backoffSeconds(row.attempts)),
          ...(givenUp
            ? {
                failedAt: now(),
                ...redactedColumns(db, { content: confirmation, contact: confirmation, body: GIVEN_UP_BODY }),
                lastError: errorWithoutAddress(db, confirmation, db.raw('?::text', [lastError])),
              }
            : {}),
        });
      opts.logger?.warn(
        { ...log, attempts: row.attempts, error: lastError, givenUp },
        givenUp ? 'mail not delivered, giving up' : 'mail not delivered, will retry',
      );
      return;
    }
    // The worker goes on to its next mail while the mark is written together with those of the others.
    marks.add(row).then(
      () => {
        sent += 1;
        opts.logger?.info(log, 'mail sent');
      },
      (error: unknown) => {
        markError ??= error;
      },
    );
  };
  let markError: unknown;

  // The claimed mails, oldest first; with concurrency > 1 several are in flight over a pooled transport.
  const queue: Claimed[] = [];
  let batches = 0;
  let exhausted = false;
  let claiming: Promise<void> | undefined;
  let claimError: unknown;
  const claimMore = (): Promise<void> => {
    if (claiming) return claiming;
    // After a failed mark no more mails are claimed: each one sent now would be sent again after its lease.
    const stop = markError !== undefined || opts.keepClaiming?.() === false;
    if (exhausted || batches >= opts.maxBatches || stop) {
      exhausted = true;
      return Promise.resolve();
    }
    batches += 1;
    claiming = claimBatch()
      .then(
        ({ claimed, givenUp, taken, sendBy }) => {
          reportGivenUp(givenUp);
          queue.push(...claimed.map((row) => ({ row, sendBy })));
          if (taken < batchSize) exhausted = true;
        },
        (error: unknown) => {
          claimError ??= error;
          exhausted = true;
        },
      )
      .finally(() => {
        claiming = undefined;
      });
    return claiming;
  };
  // The next batch is claimed once the queue runs down to what the senders take in one round or so.
  const lowWater = Math.max(concurrency, Math.floor(batchSize / 2));
  const worker = async () => {
    for (;;) {
      if (queue.length <= lowWater && !exhausted) {
        const refill = claimMore();
        if (queue.length === 0) await refill;
      }
      const row = queue.shift();
      if (!row) {
        if (exhausted && !claiming) return;
        await claiming;
        continue;
      }
      await deliverOne(row);
    }
  };
  const workers = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  // Every mark is awaited even when a worker failed: the run reports only after the database has them all.
  await marks.settled();
  await releases.settled();
  const failure = workers.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  if (markError !== undefined) throw markError;
  if (claimError !== undefined) throw claimError;
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
