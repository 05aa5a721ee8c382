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
}

/**
 * Deletes rows that no longer do anything: expired sessions and tokens (a lookup already ignores them, so
 * nobody notices they are gone; a verification link only once the grace period that counts from the expiry
 * of an unverified account's newest link is over), attempt counters whose window is over (the next attempt
 * would start the count anew anyway) and mails past their retention. Without this the tables grow with
 * every sign-in and every attempt for good. A row renewed while this runs is re-checked by PostgreSQL
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
  };
}

/** The number of rows deleted, read from their keys: the embedded driver answers a bare delete without a count. */
async function deleteCounting(query: Knex.QueryBuilder, key: string): Promise<number> {
  return ((await query.delete().returning(key)) as unknown[]).length;
}
