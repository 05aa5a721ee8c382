/**
 * The mailer as a service of its own (`npm run start:mailer`): the outbox sender, the recipient directory
 * with the deletion confirmations, the weekly digest trigger and consumer, and `/metrics` + `/readyz` on
 * MAILER_PORT, until SIGTERM. In embedded mode the API process runs the same pieces; running this beside
 * it is harmless (every mail goes to exactly one sender, every digest is recorded once per week).
 */
import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { pendingMigrations } from '@anpfiff/core/db/migrate';
import { runConsumers } from '@anpfiff/core/events/consumer-runner';
import { createEventLog } from '@anpfiff/core/events/create-event-log';
import { createLogger } from '@anpfiff/core/logger/logger';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { startMailerHttp } from './service/mailer-http';
import { mailerPieces } from './start-mailer';

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({
    level: config.logLevel,
    pretty: process.stdout.isTTY && config.env !== 'production',
  });
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  try {
    // The API migrates; a mailer started against an older schema would miss its tables.
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      logger.error({ pending }, `${describeTarget(target)} is not migrated yet: start the API first`);
      return 1;
    }
    const transport = await createMailTransport(config, logger);
    const sender = startMailSender({ db, transport, logger, concurrency: 4 });
    const eventLog = await createEventLog(config, db, { logger });
    let running = true;
    try {
      const pieces = mailerPieces({ config, db, logger, wake: () => sender.wake() });
      const consumers = await runConsumers({
        eventLog,
        consumers: pieces.consumers,
        logger,
        signals: false,
      });
      const server = await startMailerHttp({
        db,
        port: config.mail.port,
        host: config.host,
        running: () => running,
      });
      logger.info({ port: server.port }, 'mailer ready: /metrics, /healthz, /readyz');

      const stopped = new Promise<string>((resolve) => {
        process.once('SIGTERM', () => resolve('SIGTERM'));
        process.once('SIGINT', () => resolve('SIGINT'));
      });
      // A consumer that fails for good ends the service, so its supervisor restarts it.
      const failed = consumers.done.then(
        () => 'consumers ended',
        () => 'event consumer failed',
      );
      const reason = await Promise.race([stopped, failed]);
      logger.info({ reason }, 'stopping mailer');
      running = false;
      pieces.scheduler.stop();
      await consumers.stop();
      await sender.stop();
      await server.close();
      return reason === 'event consumer failed' ? 1 : 0;
    } finally {
      running = false;
      await sender.stop();
      await eventLog.close();
      (transport as { close?: () => void }).close?.();
    }
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
