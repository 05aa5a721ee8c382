/**
 * `npm run mail -- status | failed | retry <id> | digest`: the mail outbox for operators. Failed mails are
 * never dropped: they stay in the outbox with their last error until someone retries them. On the embedded
 * database run it while the app is stopped (PGlite belongs to one process); on PostgreSQL at any time.
 */
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { notMigratedMessage } from '@anpfiff/core/db/migrate';
import { type MailCommand, parseMailArgs, USAGE } from './mail-args';
import { runMailCommand } from './run-mail-command';

// Commands that only read: beside the running app they may read through its read-only SQL endpoint.
const READS_ONLY = new Set<MailCommand['name']>(['status', 'failed']);

async function run(command: Exclude<MailCommand, { name: 'help' }>): Promise<number> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const db = await openDatabase(target, { existing: true, readsOnly: READS_ONLY.has(command.name) });
  try {
    const notMigrated = await notMigratedMessage(db, describeTarget(target));
    if (notMigrated) {
      console.error(notMigrated);
      return 1;
    }
    return await runMailCommand(command, db, {
      out: process.stdout,
      err: process.stderr,
      digestTimezone: config.mail.digestTimezone,
    });
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseMailArgs, USAGE);
  return typeof command === 'number' ? command : run(command);
}

exitWhenDone(main());
