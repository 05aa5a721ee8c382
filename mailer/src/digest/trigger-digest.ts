import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { isoWeek } from './iso-week';

/**
 * Appends `digest.weekly-triggered` for the week of `now`, once per week however many mailer processes
 * run a scheduler: the check and the append happen under one transaction-scoped advisory lock. The
 * aggregate id is the week; the consumers read the time the digest covers from the event itself.
 */
export async function triggerWeeklyDigest(
  db: Knex,
  now: Date,
  timeZone: string,
): Promise<{ week: string; appended: boolean }> {
  const week = isoWeek(now, timeZone);
  const appended = await db.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('anpfiff.digest.weekly-triggered'))`);
    const existing = await trx('events')
      .where({ type: 'digest.weekly-triggered', aggregateId: week })
      .first('id');
    if (existing) return false;
    await appendEvent(trx, {
      type: 'digest.weekly-triggered',
      aggregateId: week,
      country: null,
      version: 1,
      payload: { week },
    });
    return true;
  });
  return { week, appended };
}
