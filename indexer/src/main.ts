/**
 * The indexer as a service of its own (distributed mode, EVENT_BUS=kafka): consumes the event log and keeps
 * the search engine in step until SIGTERM. In embedded mode the API process runs the same consumer.
 */
import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { pendingMigrations } from '@anpfiff/core/db/migrate';
import { createLogger } from '@anpfiff/core/logger/logger';
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { runIndexer } from './start-indexer';

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({
    level: config.logLevel,
    pretty: process.stdout.isTTY && config.env !== 'production',
  });
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  try {
    // The API migrates; a service started against an older schema would index with the wrong tables.
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      logger.error({ pending }, `${describeTarget(target)} is not migrated yet: start the API first`);
      return 1;
    }
    const engine = await createSearchEngine(config.search, db);
    try {
      const indexer = await runIndexer({ config, db, engine, logger });
      await indexer.done;
      return 0;
    } finally {
      await engine.close();
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
