import type { Knex } from 'knex';
import { ABORTED_ERROR, EXPIRED_ERROR } from './delivery-policy';
import { deletionConfirmation, errorWithoutAddress, GIVEN_UP_BODY, redactedColumns } from './mail-redaction';

export interface ClaimedRow {
  id: string | number;
  template: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string> | string | null;
  attempts: number;
  priority: number;
  /** Set on the mails the claim gave up on instead of handing them out. */
  failedAt: Date | string | null;
  lastError: string | null;
}

export interface ClaimResult {
  /** Mails this sender now holds for one attempt: send each, then mark it. */
  claimed: ClaimedRow[];
  /** Due mails marked failed instead: their link had expired, or their last attempt was cut off. */
  givenUp: ClaimedRow[];
  /** Rows the claim took in all; fewer than the batch size means nothing more is due right now. */
  taken: number;
}

export interface ClaimOptions {
  batchSize: number;
  maxAttempts: number;
  /** The clock of the delivery run, as SQL. */
  now: () => Knex.Raw;
  /** `next_attempt_at` of a claimed mail: the lease, after which another sender may take it again. */
  leaseUntil: Knex.Raw;
}

/** What an operator reads first, then the error before it, if any, within the length of a kept error. */
const withEarlierError = (db: Knex, reason: string) =>
  db.raw(`left(? || coalesce(' (zuvor: ' || last_error || ')', ''), 300)`, [reason]);

/**
 * The ids of the next due mails nobody else holds, mails people wait for first. In the order of the
 * partial index mail_outbox_claim, so that it reads a batch's rows without sorting a digest's thousands.
 */
export function dueMails(db: Knex, opts: Pick<ClaimOptions, 'batchSize' | 'now'>): Knex.QueryBuilder {
  return db('mail_outbox')
    .select('id')
    .whereNull('sentAt')
    .whereNull('failedAt')
    .where('nextAttemptAt', '<=', opts.now())
    .orderBy([{ column: 'priority' }, { column: 'nextAttemptAt' }, { column: 'id' }])
    .limit(opts.batchSize)
    .forUpdate()
    .skipLocked();
}

/**
 * Takes the due mails nobody else holds (`FOR UPDATE SKIP LOCKED`), mails people wait for before bulk
 * mail, in one statement that also leases them (`attempts + 1`, `next_attempt_at` moved forward). Two
 * kinds of due mail are not handed out but marked failed, so that they show in `npm run mail -- failed`:
 * - a mail whose link expired (`send_before`): it would deliver a dead link;
 * - a mail that already had its last attempt and is due again: that attempt's lease ran out, so its
 *   sender died during the send. Trying it forever could repeat whatever killed the sender; an operator
 *   decides about it instead.
 * A deletion's confirmation given up so is redacted as a sent one would be: nobody retries it, and its
 * address and name are all that is left of whom it was for.
 */
export async function claimDueMails(db: Knex, opts: ClaimOptions): Promise<ClaimResult> {
  const { now, maxAttempts } = opts;
  const expired = db.raw('(send_before is not null and send_before <= ?)', [now()]);
  const givingUp = db.raw('(? or attempts >= ?)', [expired, maxAttempts]);
  const givingUpConfirmation = db.raw('(? and ?)', [givingUp, deletionConfirmation(db)]);
  const due = dueMails(db, opts);
  const rows = (await db('mail_outbox')
    .whereIn('id', due)
    .update({
      attempts: db.raw('case when ? then attempts else attempts + 1 end', [givingUp]),
      nextAttemptAt: db.raw('case when ? then next_attempt_at else ? end', [givingUp, opts.leaseUntil]),
      failedAt: db.raw('case when ? then ? else failed_at end', [givingUp, now()]),
      lastError: errorWithoutAddress(
        db,
        givingUpConfirmation,
        db.raw('case when ? then ? when attempts >= ? then ? else last_error end', [
          expired,
          withEarlierError(db, EXPIRED_ERROR),
          maxAttempts,
          withEarlierError(db, ABORTED_ERROR),
        ]),
      ),
      ...redactedColumns(db, {
        content: givingUpConfirmation,
        contact: givingUpConfirmation,
        body: GIVEN_UP_BODY,
      }),
    })
    .returning([
      'id',
      'template',
      'toAddress',
      'subject',
      'textBody',
      'htmlBody',
      'headers',
      'attempts',
      'priority',
      'failedAt',
      'lastError',
    ])) as ClaimedRow[];
  // Sent in the order they were claimed in: a reset link before the digests of the same batch.
  rows.sort((a, b) => a.priority - b.priority || Number(a.id) - Number(b.id));
  return {
    claimed: rows.filter((row) => row.failedAt === null),
    givenUp: rows.filter((row) => row.failedAt !== null),
    taken: rows.length,
  };
}
