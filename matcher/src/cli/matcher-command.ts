import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { SingleBar } from 'cli-progress';
import { rebuildMatchings } from '../rebuild';

const USAGE = 'Usage: npm run matcher -- rebuild';

/**
 * `npm run matcher -- rebuild`: recomputes every matching and reports what changed. On the embedded
 * database run it while the app is stopped (PGlite has one process); on PostgreSQL at any time.
 */
async function main(): Promise<void> {
  const [command] = process.argv.slice(2);
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(`${USAGE}\n\nRecomputes every matching and reports what changed.`);
    return;
  }
  if (command !== 'rebuild') {
    console.error(`${command ? `Unknown command: ${command}` : 'No command given.'}\n\n${USAGE}`);
    process.exit(2);
  }
  const db = await openDatabase(databaseTarget(loadConfig()), { existing: true });
  try {
    await migrateToLatest(db);
    const bar = new SingleBar({ format: 'Angebote {bar} {value}/{total} ({eta}s)' });
    let started = false;
    const report = await rebuildMatchings(db, (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    });
    if (started) bar.stop();
    console.log(
      `${report.jobs} Angebote geprüft, ${report.matchings} Matchings: ` +
        `${report.added} neu, ${report.updated} geändert, ${report.removed} entfernt.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
