import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { createLogger } from '@anpfiff/core/logger/logger';
import { SCALES, type ScaleName } from './large/large-plan';
import { seedLarge } from './large/seed-large';
import { seedDemoIfEmpty } from './seed-demo';

const USAGE = `Aufruf: npm run seed [-- --scale ${Object.keys(SCALES).join('|')}]`;

class UsageError extends Error {}

/** `--scale large|medium` picks the generated data set; without it the demo data is seeded. */
function scaleArgument(args: string[]): ScaleName | undefined {
  if (args.length === 0) return undefined;
  const [flag, value, ...rest] = args.length === 1 ? (args[0] ?? '').split('=') : args;
  if (flag !== '--scale' || rest.length > 0 || !value) throw new UsageError(USAGE);
  if (!(value in SCALES)) throw new UsageError(`Unbekannte Grösse «${value}». ${USAGE}`);
  return value as ScaleName;
}

/**
 * `npm run seed`: migrates and seeds the demo data into the configured database when it is still empty;
 * `npm run seed -- --scale large` writes the generated data set for benchmarks instead (api/src/seed/large).
 */
async function main(): Promise<void> {
  const scale = scaleArgument(process.argv.slice(2));
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

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof UsageError
      ? error.message
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
