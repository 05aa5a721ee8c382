/** `npm run events -- …`: lag, tail, replay and dead letters of the event log, in either mode. */
import pino from 'pino';
import { exitWhenDone, readCommandLine } from '../../cli/command-line';
import { loadConfig } from '../../config/config';
import { databaseTarget, describeTarget, openDatabase } from '../../db/create-knex';
import { notMigratedMessage } from '../../db/migrate';
import { createEventLog } from '../create-event-log';
import { askYesNo } from './confirm';
import { parseEventsArgs, USAGE } from './parse-args';
import { runEventsCommand } from './run-events-command';

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseEventsArgs, USAGE);
  if (typeof command === 'number') return command;

  const config = loadConfig();
  const target = databaseTarget(config);
  // A replay and a redrive write; the rest only reads, as the app's read-only SQL endpoint could.
  const readsOnly =
    command.name === 'lag' || command.name === 'tail' || (command.name === 'dead' && !command.redrive);
  const db = await openDatabase(target, { existing: true, readsOnly });
  try {
    const notMigrated = await notMigratedMessage(db, describeTarget(target));
    if (notMigrated) {
      console.error(notMigrated);
      return 1;
    }
    // Problems only, on stderr: the tables on stdout stay clean for a pipe.
    const logger = pino({ level: 'warn' }, pino.destination(2));
    const log = await createEventLog(config, db, { relay: false, logger });
    const abort = new AbortController();
    process.once('SIGINT', () => abort.abort());
    try {
      return await runEventsCommand(command, log, {
        out: process.stdout,
        err: process.stderr,
        confirm: process.stdin.isTTY ? (question) => askYesNo(question) : null,
        signal: abort.signal,
      });
    } finally {
      await log.close();
    }
  } finally {
    await db.destroy();
  }
}

exitWhenDone(main());
