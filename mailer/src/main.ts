/**
 * The mailer as a service of its own (`npm run start:mailer`, needs DATABASE_URL): the outbox sender,
 * the recipient directory with the deletion confirmations, the weekly digest trigger and its consumer,
 * with `/healthz`, `/readyz` and `/metrics` on PORT, until SIGTERM. In embedded mode the API process runs
 * the same pieces. Several mailers (or a mailer beside an API) are harmless: every mail goes to exactly one
 * sender, the trigger is appended once per week and every digest is recorded once per account and week.
 */
import type { Config } from '@anpfiff/core/config/config';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { SMTP_CONNECTIONS } from '@anpfiff/core/mail/smtp/smtp-transport';
import { consumerWork } from '@anpfiff/core/service/consumer-work';
import { serviceMain } from '@anpfiff/core/service/service-main';
import { checkDigestCron } from './digest/digest-scheduler';
import { registerOutboxMetrics } from './service/outbox-metrics';
import { mailerPieces } from './start-mailer';

function mailProblems(config: Config): string[] {
  // MAIL_SECRET is checked with the other settings (loadConfig): production refuses to start without it.
  const problems: string[] = [];
  try {
    checkDigestCron(config.mail.digestCron, config.mail.digestTimezone);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return problems;
}

await serviceMain(
  {
    name: 'mailer',
    async start(context) {
      const { config, db, logger } = context;
      const transport = await createMailTransport(config, logger);
      const close = () => (transport as { close?: () => void }).close?.();
      // Digests go out over a pooled SMTP connection, several at a time.
      const sender = startMailSender({
        db,
        transport,
        logger,
        concurrency: SMTP_CONNECTIONS,
        batchSize: 100,
      });
      registerOutboxMetrics(db, logger);
      let pieces;
      let consumers;
      try {
        pieces = mailerPieces({ config, db, logger, wake: () => sender.wake() });
        consumers = await consumerWork(context, pieces.consumers);
      } catch (error) {
        pieces?.scheduler.stop();
        await sender.stop();
        close();
        throw error;
      }
      const { scheduler } = pieces;
      const work = consumers;
      let stopping: Promise<void> | undefined;
      const stop = () =>
        (stopping ??= (async () => {
          scheduler.stop();
          await work.stop();
          await sender.stop();
          close();
        })());
      const done = work.done.then(stop, async (error: unknown) => {
        await stop();
        throw error;
      });
      return { stop, done };
    },
  },
  mailProblems,
);
