import { lockMatchingsAlone } from '@anpfiff/core/db/matchings-lock';
import type { Knex } from 'knex';

/** A weekly trigger's run (migration 0016): the window it covers and whether it has finished. */
export interface DigestWindow {
  week: string;
  /** The end of the previous trigger's window; null for an installation's first trigger. */
  start: Date | null;
  end: Date;
  finished: boolean;
}

interface RunRow {
  week: string;
  windowStart: Date | string | null;
  windowEnd: Date | string;
  finishedAt: Date | string | null;
}

const toWindow = (row: RunRow): DigestWindow => ({
  week: row.week,
  start: row.windowStart === null ? null : new Date(row.windowStart),
  end: new Date(row.windowEnd),
  finished: row.finishedAt !== null,
});

/** Serialises the triggers and the runs recorded for them: one per week, each window after the last. */
export function lockDigestTriggers(trx: Knex.Transaction): Promise<unknown> {
  return trx.raw(`select pg_advisory_xact_lock(hashtext('anpfiff.digest.weekly-triggered'))`);
}

/** The newest window end recorded so far: where the next window starts. */
const previousEnd = (db: Knex) => db('digest_runs').max('windowEnd');

/**
 * Records the run of a trigger in the transaction that appends its event (the outbox rule): its window
 * starts where the previous trigger's ended and ends now. The caller holds the trigger's advisory lock,
 * so the previous window is final.
 *
 * "Now" once the matchings up to now are complete. Every write of matchings holds their lock (matcher
 * apply-matchings) and stamps a new row with the clock at the insert. Once this transaction holds the lock
 * alone, every matching stamped so far is committed, and any later one is stamped after this transaction
 * ends; so a run reading after the trigger's commit sees every matching of its window. The trigger's
 * start time (its event's) would not do: a matcher's transaction in flight then may commit after the run
 * has read, and its matching would fall between two windows.
 */
export async function recordDigestRun(trx: Knex.Transaction, week: string, offset: string): Promise<void> {
  await lockMatchingsAlone(trx);
  await trx('digest_runs').insert({
    week,
    triggerOffset: offset,
    windowStart: previousEnd(trx),
    windowEnd: trx.raw('clock_timestamp()'),
  });
}

export function hasDigestRun(db: Knex, week: string): Promise<boolean> {
  return db('digest_runs')
    .where({ week })
    .first('week')
    .then((row) => row !== undefined);
}

/**
 * The run of `week`. A trigger that came without its row (appended by a process of an older release
 * during an update) gets one now, ending when its event occurred.
 */
export async function openDigestRun(db: Knex, week: string, occurredAt: Date): Promise<DigestWindow> {
  const read = () =>
    db('digest_runs').where({ week }).first('week', 'windowStart', 'windowEnd', 'finishedAt') as Promise<
      RunRow | undefined
    >;
  const recorded = await read();
  if (recorded) return toWindow(recorded);
  await db.transaction(async (trx) => {
    await lockDigestTriggers(trx);
    // Its end has passed: the matchings stamped up to it are committed once no write of them is in flight.
    await lockMatchingsAlone(trx);
    const windowStart = previousEnd(trx).where('windowEnd', '<', occurredAt.toISOString());
    await trx('digest_runs')
      .insert({ week, windowStart, windowEnd: occurredAt.toISOString() })
      .onConflict('week')
      .ignore();
  });
  return toWindow((await read()) as RunRow);
}

/** After the last batch: from now on a replay of the trigger sends nothing. */
export async function finishDigestRun(db: Knex, week: string): Promise<void> {
  await db('digest_runs').where({ week }).whereNull('finishedAt').update({ finishedAt: db.fn.now() });
}

/**
 * The offset of the oldest trigger whose run has not finished, where the digest consumer group starts on
 * its first start: `npm run mail -- digest` may append one before the group ever ran.
 */
export async function pendingDigestTrigger(db: Knex): Promise<string | null> {
  const [row] = (await db('digest_runs')
    .whereNull('finishedAt')
    .whereNotNull('triggerOffset')
    .min({ offset: 'triggerOffset' })) as { offset: string | number | null }[];
  return row?.offset == null ? null : String(row.offset);
}
