import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { createLogger } from '@anpfiff/core/logger/logger';
import { SCALES, type ScaleName } from './large/large-plan';
import { seedLarge } from './large/seed-large';
import { parseSeedArgs, type SeedCommand, USAGE, UsageError } from './seed-args';
import { seedDemoIfEmpty } from './seed-demo';

async function seed(scale: ScaleName | undefined): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY });
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  try {
    await migrateToLatest(db);
    if (scale) {
      const summary = await seedLarge(db, SCALES[scale], { progress: true });
      logger.info({ scale, ...summary, database: describeTarget(target) }, 'large data set seeded');
      return;
    }
    const summary = await seedDemoIfEmpty(db, logger);
    if (!summary)
      logger.warn({ database: describeTarget(target) }, 'database already has data; nothing seeded');
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run seed`: migrates and seeds the demo data into the configured database when it is still empty;
 * `npm run seed -- --scale large` writes the generated data set for benchmarks instead (api/src/seed/large).
 * Help and usage errors answer before the configuration or the database is touched.
 */
async function main(): Promise<number> {
  let command: SeedCommand;
  try {
    command = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    console.log(USAGE);
    return 0;
  }
  await seed(command.scale);
  return 0;
}

main().then(
  // exitCode, not exit(): the pretty logger writes from a worker thread that must get to finish.
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
