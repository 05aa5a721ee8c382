import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { createLogger } from '@anpfiff/core/logger/logger';
import { SCALES, type ScaleName } from './large/large-plan';
import { seedLarge } from './large/seed-large';
import { parseSeedArgs, USAGE } from './seed-args';
import { seedDemoIfEmpty } from './seed-demo';

const counts = (s: { clubs: number; jobs: number; persons: number }) =>
  `${s.clubs} Vereine, ${s.jobs} Angebote, ${s.persons} Personen`;

async function seed(scale: ScaleName | undefined): Promise<void> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const where = describeTarget(target);
  const db = await openDatabase(target);
  try {
    await migrateToLatest(db);
    if (scale) {
      const summary = await seedLarge(db, SCALES[scale], { progress: true });
      console.log(
        `Datensatz "${scale}" in ${where} geschrieben: ${counts(summary)}, ${summary.events} Events ` +
          `(${Math.round(summary.ms / 1000)} s).`,
      );
      return;
    }
    // The app's start logs the seeding; this command says it in a sentence of its own instead.
    const summary = await seedDemoIfEmpty(db, createLogger({ level: 'silent' }));
    console.log(
      summary
        ? `Demodaten in ${where} geschrieben: ${counts(summary)}.`
        : `${where} enthält schon Daten; keine Demodaten geschrieben.`,
    );
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

exitWhenDone(main());
