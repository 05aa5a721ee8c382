import { Cron } from 'croner';
import type { Knex } from 'knex';
import { catchUpWeeklyDigest } from './catch-up-digest';
import { triggerWeeklyDigest } from './trigger-digest';

export interface SchedulerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DigestScheduler {
  /** The next time the trigger fires, for the start-up log. */
  next(): Date | null;
  /** Settles once the start's make-up of a missed trigger (catch-up-digest) is done or has failed. */
  caughtUp: Promise<void>;
  stop(): void;
}

/** Checks a DIGEST_CRON expression at start, so a typo is a start-up error and not a silent week. */
export function checkDigestCron(expression: string, timezone: string): void {
  try {
    new Cron(expression, { timezone, paused: true }).stop();
  } catch (error) {
    // croner's reason stays as croner words it (English), quoted after the German line.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `DIGEST_CRON: ist kein gültiger Cron-Ausdruck (gesetzt: ${JSON.stringify(expression)}); croner meldet: ${reason}`,
      { cause: error },
    );
  }
}

/**
 * Appends the weekly trigger on DIGEST_CRON in DIGEST_TIMEZONE (default Monday 07:00 Europe/Zurich).
 * It only appends the event: the digest itself is the mailer consumer's work, so a replay of the event
 * and a scheduler in every mailer process both stay harmless. At start it makes up this week's trigger
 * if the mailer was down when it was due.
 */
export function startDigestScheduler(options: {
  db: Knex;
  cron: string;
  timezone: string;
  logger: SchedulerLogger;
}): DigestScheduler {
  const { db, cron, timezone, logger } = options;
  checkDigestCron(cron, timezone);
  const job = new Cron(cron, { timezone, protect: true }, async () => {
    try {
      const { week, appended } = await triggerWeeklyDigest(db, new Date(), timezone);
      logger.info(
        { week, appended },
        appended ? 'weekly digest triggered' : 'weekly digest already triggered',
      );
    } catch (error) {
      logger.error(
        { error: error instanceof Error ? error.message : String(error) },
        'digest trigger failed',
      );
    }
  });
  logger.info({ cron, timezone, next: job.nextRun()?.toISOString() ?? null }, 'digest scheduler started');
  const caughtUp = catchUpWeeklyDigest(db, { cron, timezone, now: new Date() }).then(
    (result) => {
      if (result?.appended) logger.info({ week: result.week }, 'missed weekly digest triggered at start');
    },
    (error: unknown) => {
      logger.error(
        { error: error instanceof Error ? error.message : String(error) },
        'digest make-up at start failed',
      );
    },
  );
  return { next: () => job.nextRun(), caughtUp, stop: () => job.stop() };
}
