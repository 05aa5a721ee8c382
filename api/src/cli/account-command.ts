/**
 * `npm run account -- lock | unlock | show <email>`: accounts for operators. On the embedded database run
 * it while the app is stopped (PGlite belongs to one process; the app's indexer and matcher read the event
 * at its next start); on PostgreSQL at any time.
 */
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { pendingMigrations } from '@anpfiff/core/db/migrate';
import { type AccountCommand, parseAccountArgs, USAGE } from './account-args';
import { runAccountCommand } from './run-account-command';

async function run(command: Exclude<AccountCommand, { name: 'help' }>): Promise<number> {
  const target = databaseTarget(loadConfig());
  // Only `show` reads: beside the running app it may read through the app's read-only SQL endpoint.
  const db = await openDatabase(target, { existing: true, readsOnly: command.name === 'show' });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      console.error(
        `${describeTarget(target)} ist nicht migriert (ausstehend: ${pending.join(', ')}). Die App einmal starten.`,
      );
      return 1;
    }
    return await runAccountCommand(command, db, { out: process.stdout, err: process.stderr });
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseAccountArgs, USAGE);
  return typeof command === 'number' ? command : run(command);
}

exitWhenDone(main());
