import { Cron } from 'croner';
import type { Knex } from 'knex';
import { isoWeek } from './iso-week';
import { triggerWeeklyDigest } from './trigger-digest';

/**
 * This week's scheduled trigger time if it has passed, else null: on a Monday before 07:00 the last one
 * belongs to the previous week, whose digest the trigger at 07:00 covers anyway (each window starts where
 * the previous one ended), so a make-up then would only send two digests within hours.
 */
export function passedTriggerOfThisWeek(cron: string, timezone: string, now: Date): Date | null {
  const [last] = new Cron(cron, { timezone, paused: true }).previousRuns(1, now);
  return last && isoWeek(last, timezone) === isoWeek(now, timezone) ? last : null;
}

/**
 * Makes up this week's trigger a mailer missed while it was down: appends it when this week's time on
 * DIGEST_CRON has passed, the platform already ran then (an event occurred before it) and the week has no
 * trigger yet. An installation started after this week's time had nothing to miss: its first digest
 * comes with the next trigger. triggerWeeklyDigest appends once per week under its lock, so mailers
 * starting together, the schedule firing at the same time and a trigger by hand stay one digest.
 * Returns null when nothing was due.
 */
export async function catchUpWeeklyDigest(
  db: Knex,
  options: { cron: string; timezone: string; now: Date },
): Promise<{ week: string; appended: boolean } | null> {
  const { cron, timezone, now } = options;
  const due = passedTriggerOfThisWeek(cron, timezone, now);
  if (!due) return null;
  const ranBefore = await db('events').where('occurredAt', '<', due.toISOString()).first('id');
  if (!ranBefore) return null;
  return triggerWeeklyDigest(db, now, timezone);
}
