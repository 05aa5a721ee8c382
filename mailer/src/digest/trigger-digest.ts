import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { hasDigestRun, lockDigestTriggers, recordDigestRun } from './digest-runs';
import { isoWeek } from './iso-week';

/**
 * Appends `digest.weekly-triggered` for the week of `now`, once per week however many mailer processes
 * run a scheduler: the check and the append happen under one transaction-scoped advisory lock. The
 * aggregate id is the week. The same transaction records the run with the window its digest covers
 * (digest-runs), so the window is fixed when the trigger is, whenever and however often it is consumed.
 */
export async function triggerWeeklyDigest(
  db: Knex,
  now: Date,
  timeZone: string,
): Promise<{ week: string; appended: boolean }> {
  const week = isoWeek(now, timeZone);
  const appended = await db.transaction(async (trx) => {
    await lockDigestTriggers(trx);
    if (await hasDigestRun(trx, week)) return false;
    const offset = await appendEvent(trx, {
      type: 'digest.weekly-triggered',
      aggregateId: week,
      country: null,
      version: 1,
      payload: { week },
    });
    await recordDigestRun(trx, week, offset);
    return true;
  });
  return { week, appended };
}
