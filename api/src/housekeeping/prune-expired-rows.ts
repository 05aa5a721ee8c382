import type { Knex } from 'knex';
import { UNVERIFIED_GRACE_DAYS } from './delete-unverified-accounts';

/**
 * How long a mail stays in the outbox once it was sent or given up on: long enough to answer "did my
 * mail go out?" and to redrive a failure, short enough that the outbox is no archive of addresses and
 * message bodies.
 */
export const MAIL_RETENTION_DAYS = 30;

export interface PrunedRows {
  sessions: number;
  tokens: number;
  rateLimits: number;
  mails: number;
  digestDeliveries: number;
}

/**
 * How long every record of a sent digest stays. The next digest counts from the newest one alone (its
 * `covered_until`), and a replayed trigger is refused by its finished run (digest_runs), not by these.
 */
export const DIGEST_DELIVERY_RETENTION_DAYS = 35;

/**
 * Deletes rows that no longer do anything: expired sessions and tokens (a lookup already ignores them, so
 * nobody notices they are gone; a verification link only once the grace period that counts from the expiry
 * of an unverified account's newest link is over), attempt counters whose window is over (the next attempt
 * would start the count anew anyway), mails past their retention and the records of old digests (below).
 * Without this the tables grow with every sign-in and every attempt for good. A row renewed while this runs is re-checked by PostgreSQL
 * before it is deleted, so a counter or session that just started a new window stays.
 */
export async function pruneExpiredRows(db: Knex): Promise<PrunedRows> {
  const retention = db.raw('now() - make_interval(days => ?)', [MAIL_RETENTION_DAYS]);
  const graceOver = db.raw('now() - make_interval(days => ?)', [UNVERIFIED_GRACE_DAYS]);
  return {
    sessions: await deleteCounting(db('sessions').where('expiresAt', '<=', db.fn.now()), 'idHash'),
    tokens: await deleteCounting(
      db('tokens')
        .where('expiresAt', '<=', db.fn.now())
        .andWhere((q) => q.whereNot('purpose', 'verify-mail').orWhere('expiresAt', '<=', graceOver)),
      'id',
    ),
    rateLimits: await deleteCounting(db('rate_limits').where('resetAt', '<=', db.fn.now()), 'key'),
    mails: await deleteCounting(
      db('mail_outbox').where('sentAt', '<', retention).orWhere('failedAt', '<', retention),
      'id',
    ),
    digestDeliveries: await deleteCounting(staleDigestDeliveries(db), 'id'),
  };
}

/**
 * Records of sent digests that no longer do anything: those of accounts deleted since (which name the
 * account and the weeks it got mail), and, past the retention, all but each account's newest, from which
 * the next digest counts. Without this the table grows by one row per subscribed account and week. The
 * record of a deletion's confirmation stays: it is what keeps a replayed deletion from mailing twice.
 */
function staleDigestDeliveries(db: Knex): Knex.QueryBuilder {
  const kept = db.raw('now() - make_interval(days => ?)', [DIGEST_DELIVERY_RETENTION_DAYS]);
  return db('mail_deliveries')
    .where('kind', 'digest')
    .where((q) =>
      q
        .whereNotExists(
          db('accounts').select(db.raw('1')).whereRaw('accounts.id = mail_deliveries.account_id'),
        )
        .orWhere((old) =>
          old
            .where('createdAt', '<', kept)
            .whereExists(
              db('mail_deliveries as newer')
                .select(db.raw('1'))
                .whereRaw('newer.account_id = mail_deliveries.account_id')
                .where('newer.kind', 'digest')
                .whereRaw('newer.created_at > mail_deliveries.created_at'),
            ),
        ),
    );
}

/** The number of rows deleted, read from their keys: the embedded driver answers a bare delete without a count. */
async function deleteCounting(query: Knex.QueryBuilder, key: string): Promise<number> {
  return ((await query.delete().returning(key)) as unknown[]).length;
}
