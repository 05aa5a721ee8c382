import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { createLogger } from '@anpfiff/core/logger/logger';
import { seedDemoIfEmpty } from './seed-demo';

/** `npm run seed`: migrates and seeds the demo data into the configured database when it is still empty. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY });
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  try {
    await migrateToLatest(db);
    const summary = await seedDemoIfEmpty(db, logger);
    if (!summary)
      logger.warn({ database: describeTarget(target) }, 'database already has data; nothing seeded');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
