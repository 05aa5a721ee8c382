import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { startConfiguredSqlEndpoint } from '@anpfiff/core/db/read-only-sql-endpoint';
import { createLogger } from '@anpfiff/core/logger/logger';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { runIndexer } from '@anpfiff/indexer/start-indexer';
import { createApp } from './app';
import { createEmblemSource } from './emblems/create-emblem-source';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { listen } from './support/listen';

/** Embedded mode in one process: migrate, seed demo data on a fresh database, serve API and web app. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
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

  const search = await createSearchEngine(config.search, db);
  // With the embedded event log the indexer runs in this process; with Kafka it is a service of its own.
  const indexer =
    config.eventBus === 'pg'
      ? await runIndexer({ config, db, engine: search, logger, signals: false })
      : undefined;
  const sql = await startConfiguredSqlEndpoint(config, db, logger);
  if (sql)
    logger.info(
      { port: sql.port },
      `read-only SQL endpoint: psql postgres://postgres@${sql.host}:${sql.port}/postgres`,
    );

  const mail = startMailSender({ db, transport: await createMailTransport(config), logger });
  const emblems = createEmblemSource(config);
  const server = await listen(
    createApp({ db, config, logger, mail, emblems, search }),
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
    server.closeIdleConnections();
    await new Promise((resolve) => server.close(resolve));
    await mail.stop();
    await sql?.close();
    // The indexer stores its checkpoint before the database closes.
    await indexer?.stop();
    await search.close();
    // Closing PGlite flushes its files; skipping this on SIGTERM could lose the last writes.
    await db.destroy();
    process.exit(exitCode);
  };
  // An indexer that fails for good (after its retries) stops the process, so a supervisor restarts it.
  indexer?.done.catch(() => void stop('indexer failed', 1));
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
