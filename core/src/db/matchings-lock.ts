import type { Knex } from 'knex';

/**
 * Every write of matchings holds this lock shared (`lockMatchingsShared`), so writers never wait for each
 * other. Two kinds of transaction hold it alone: a full rebuild while it reads and writes a batch, so no
 * event's recompute lands in between, and the weekly digest trigger while it fixes its window's end, so
 * every matching stamped before that end has committed.
 */
const MATCHINGS_LOCK = 0x6d61746368; // "match"

/** Held by every write of matchings: writers run side by side, but not beside a holder of it alone. */
export async function lockMatchingsShared(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock_shared(?)', [MATCHINGS_LOCK]);
}

/** Waits until no other transaction writes matchings, and keeps them out until this one ends. */
export async function lockMatchingsAlone(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?)', [MATCHINGS_LOCK]);
}
