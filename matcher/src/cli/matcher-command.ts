/**
 * `npm run matcher -- rebuild`: recomputes every matching and reports what changed. On the embedded
 * database run it while the app is stopped (PGlite has one process); on PostgreSQL at any time. Like every
 * operator command it never migrates: a database without this build's migrations is refused (exit 1).
 */
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { notMigratedMessage } from '@anpfiff/core/db/migrate';
import { SingleBar } from 'cli-progress';
import { rebuildMatchings } from '../rebuild';
import { storeRulesVersion } from '../rules-upgrade';
import { parseMatcherArgs, USAGE } from './matcher-args';

async function rebuild(): Promise<number> {
  const target = databaseTarget(loadConfig());
  const db = await openDatabase(target, { existing: true });
  try {
    const notMigrated = await notMigratedMessage(db, describeTarget(target));
    if (notMigrated) {
      console.error(notMigrated);
      return 1;
    }
    const bar = new SingleBar({ format: 'Angebote {bar} {value}/{total} ({eta}s)' });
    let started = false;
    const report = await rebuildMatchings(db, (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    });
    if (started) bar.stop();
    // The matchings now follow this build's rules: its matcher need not rebuild them again at its start.
    await storeRulesVersion(db);
    console.log(
      `${report.jobs} Angebote geprüft, ${report.matchings} Matchings: ` +
        `${report.added} neu, ${report.updated} geändert, ${report.removed} entfernt.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseMatcherArgs, USAGE);
  return typeof command === 'number' ? command : rebuild();
}

exitWhenDone(main());
