import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { createLogger } from '@anpfiff/core/logger/logger';
import { SCALES, type ScaleName } from './large/large-plan';
import { seedLarge } from './large/seed-large';
import { parseSeedArgs, USAGE } from './seed-args';
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
  const command = readCommandLine(process.argv.slice(2), parseSeedArgs, USAGE);
  if (typeof command === 'number') return command;
  await seed(command.scale);
  return 0;
}

// The pretty logger writes from a worker thread that must get to finish.
exitWhenDone(main(), { letWorkersFinish: true });
