import type { Config } from '@anpfiff/core/config/config';
import type { SubscribeOptions } from '@anpfiff/core/events/event-log';
import type { Knex } from 'knex';
import { type DigestScheduler, startDigestScheduler } from './digest/digest-scheduler';
import { mailerConsumers } from './mailer-consumers';

export interface MailerPieces {
  /** Consumer groups to hand to runConsumers (with the API's own in embedded mode). */
  consumers: SubscribeOptions[];
  scheduler: DigestScheduler;
}

type MailerLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * The mailer's parts besides the outbox sender: its consumer groups and the weekly trigger. The mailer
 * service runs them on its own; the embedded API process runs the same ones beside indexer and matcher.
 * Checks the mail settings first, so a bad DIGEST_CRON stops the start (MAIL_SECRET: loadConfig).
 */
export function mailerPieces(options: {
  config: Pick<Config, 'sites' | 'mail'>;
  db: Knex;
  logger: MailerLogger;
  wake: () => void;
}): MailerPieces {
  const { config, db, logger, wake } = options;
  const consumers = mailerConsumers({ config, wake, logger });
  const scheduler = startDigestScheduler({
    db,
    cron: config.mail.digestCron,
    timezone: config.mail.digestTimezone,
    logger,
  });
  return { consumers, scheduler };
}
