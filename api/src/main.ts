import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { startConfiguredSqlEndpoint } from '@anpfiff/core/db/read-only-sql-endpoint';
import { startTableUpkeep } from '@anpfiff/core/db/upkeep/table-upkeep';
import { createLogger } from '@anpfiff/core/logger/logger';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { runConsumers } from '@anpfiff/core/events/consumer-runner';
import { createEventLog } from '@anpfiff/core/events/create-event-log';
import { indexerConsumer } from '@anpfiff/indexer/start-indexer';
import { matcherConsumer } from '@anpfiff/matcher/start-matcher';
import { mailerPieces } from '@anpfiff/mailer/start-mailer';
import { createApp } from './app';
import { passwordPool } from './auth/password-pool';
import { startHousekeeping } from './housekeeping/start-housekeeping';
import { createEmblemSource } from './emblems/create-emblem-source';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { startLiveHub } from './live/live-hub';
import { listen } from './support/listen';

/** Embedded mode in one process: migrate, seed demo data on a fresh database, serve API and web app. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    // The password threads start with the first login; a bad setting of theirs stops the start instead.
    passwordPool();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({
    level: config.logLevel,
    pretty: process.stdout.isTTY && config.env !== 'production',
  });

  const target = databaseTarget(config);
  const db = await openDatabase(target);
  const applied = await migrateToLatest(db);
  logger.info({ database: describeTarget(target), applied }, 'database ready');
  if (config.seedDemo) await seedDemoIfEmpty(db, logger);
  // A PostgreSQL server vacuums and analyzes its tables itself; PGlite has no process that would.
  const upkeep = target.kind === 'pglite' ? startTableUpkeep(db, { logger }) : undefined;
  const housekeeping = startHousekeeping(db, config.dataDir, { logger });

  const search = await createSearchEngine(config.search, db);
  const eventLog = await createEventLog(config, db, { logger });
  // In embedded mode the indexer and the matcher run in this process; with Kafka (or API_WORKERS=separate)
  // they are services of their own (`npm run start:indexer`, `start:matcher`).
  // The mailer's consumers and digest trigger run here too; the sender below is woken when they queue mails.
  let wakeMail = () => {};
  const mailer =
    config.apiWorkers === 'in-process'
      ? mailerPieces({ config, db, logger, wake: () => wakeMail() })
      : undefined;
  const consumers =
    config.apiWorkers === 'in-process'
      ? await runConsumers({
          eventLog,
          consumers: [indexerConsumer(search), matcherConsumer(), ...(mailer?.consumers ?? [])],
          logger,
          signals: false,
        })
      : undefined;
  // Every API process follows the log itself, so live updates reach streams on any replica.
  const live = startLiveHub(eventLog, db, logger);
  const sql = await startConfiguredSqlEndpoint(config, db, logger);
  if (sql)
    logger.info(
      { port: sql.port },
      `read-only SQL endpoint: psql postgres://postgres@${sql.host}:${sql.port}/postgres`,
    );

  const mail = startMailSender({ db, transport: await createMailTransport(config, logger), logger });
  wakeMail = () => mail.wake();
  const emblems = createEmblemSource(config);
  const server = await listen(
    createApp({ db, config, logger, mail, emblems, search, live }),
    config.port,
    config.host,
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `Anpfiff läuft auf http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Connections stay open long between requests (see listen): close each as soon as its last answer is out.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await new Promise((resolve) => server.close(resolve));
    clearInterval(closeIdle);
    await live.stop();
    mailer?.scheduler.stop();
    await mail.stop();
    await sql?.close();
    // The consumers store their checkpoints before the database closes.
    await consumers?.stop();
    await upkeep?.stop();
    await housekeeping.stop();
    await eventLog.close();
    await search.close();
    // Closing PGlite flushes its files; skipping this on SIGTERM could lose the last writes.
    await db.destroy();
    process.exit(exitCode);
  };
  // A consumer that fails for good (after its retries) stops the process, so a supervisor restarts it.
  consumers?.done.catch(() => void stop('event consumer failed', 1));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('The port is already in use: stop the other server or choose another with PORT=…');
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
