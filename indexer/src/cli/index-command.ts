/**
 * `npm run index -- rebuild | status | sql`: the search index for operators and the data team. On the
 * embedded database run it while the app is stopped (PGlite belongs to one process); on PostgreSQL at any
 * time. While the app runs, SQL_PORT gives the data team the same endpoint as `sql`.
 */
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { databaseTarget, describeTarget, openDatabase, pgliteOf } from '@anpfiff/core/db/create-knex';
import { notMigratedMessage } from '@anpfiff/core/db/migrate';
import { startReadOnlySqlEndpoint } from '@anpfiff/core/db/read-only-sql-endpoint';
import { createEventLog } from '@anpfiff/core/events/create-event-log';
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { RebuildRunningError, type SearchEngine } from '@anpfiff/core/search/search-engine';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import { SingleBar } from 'cli-progress';
import type { Knex } from 'knex';
import pino from 'pino';
import { storeProjectionVersion } from '../projection-upgrade';
import { rebuildIndex } from '../rebuild';
import { type IndexCommand, parseIndexArgs, USAGE } from './index-args';
import { formatStatus, indexStatus } from './index-status';

/**
 * Rebuilds the kinds one after the other. Ctrl-C stops the running one cleanly: its copy is dropped and
 * the old index stays in service. Killed outright, the copy would stay behind, and the indexer would go on
 * writing into it until the next rebuild.
 */
async function rebuild(db: Knex, engine: SearchEngine, kinds: SearchKind[]): Promise<number> {
  const interrupt = new AbortController();
  const onSigint = () => interrupt.abort();
  process.once('SIGINT', onSigint);
  try {
    let refused = 0;
    for (const kind of kinds) {
      const bar = new SingleBar({ format: `${kind.padEnd(6)} {bar} {value}/{total} ({eta}s)` });
      let started = false;
      const progress = (done: number, expected: number) => {
        if (!started) bar.start(expected, 0);
        started = true;
        bar.update(done);
      };
      const report = await rebuildIndex(db, engine, kind, progress, interrupt.signal).catch(
        (error: unknown): Error => {
          // Refused, or stopped by Ctrl-C: said below. Anything else is a failure of the command.
          if (error instanceof RebuildRunningError) return error;
          if (interrupt.signal.aborted && error instanceof Error) return error;
          throw error;
        },
      );
      bar.stop();
      if (interrupt.signal.aborted && report instanceof Error) {
        console.error(`${kind}: Neuaufbau abgebrochen, der bisherige Index bleibt in Betrieb`);
        return 130;
      }
      if (report instanceof RebuildRunningError) {
        refused += 1;
        console.error(report.message);
      } else if (report instanceof Error) {
        throw report;
      } else if (report.swapped) {
        // The kind now follows this build's projection: its indexer need not rebuild it again at its start.
        await storeProjectionVersion(db, kind);
        console.log(`${kind}: ${report.documents} Dokumente, neuer Index in Betrieb`);
      } else {
        refused += 1;
        console.error(
          `${kind}: der Neuaufbau lieferte keine Dokumente, obwohl die Datenbank welche hat; alter Index behalten`,
        );
      }
    }
    return refused === 0 ? 0 : 1;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

/** Serves until Ctrl-C; the endpoint reads snapshots, so the opened data directory is never written. */
async function serveSql(db: Knex, port: number): Promise<number> {
  if (!pgliteOf(db)) {
    console.error(
      'Mit DATABASE_URL ist die Datenbank ein PostgreSQL-Server: mit psql "$DATABASE_URL" verbinden.',
    );
    return 1;
  }
  const endpoint = await startReadOnlySqlEndpoint(db, { port });
  console.log(
    `Nur lesender SQL-Endpunkt: psql postgres://postgres@${endpoint.host}:${endpoint.port}/postgres`,
  );
  console.log('Jede Verbindung sieht den Stand bei ihrem Aufbau. Ctrl-C beendet.');
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  await endpoint.close();
  return 0;
}

async function run(command: Exclude<IndexCommand, { name: 'help' }>): Promise<number> {
  const config = loadConfig();
  const target = databaseTarget(config);
  // A rebuild writes; the status and the SQL endpoint only read, as the app's own endpoint (SQL_PORT) can.
  const db = await openDatabase(target, { existing: true, readsOnly: command.name !== 'rebuild' });
  try {
    const notMigrated = await notMigratedMessage(db, describeTarget(target));
    if (notMigrated) {
      console.error(notMigrated);
      return 1;
    }
    if (command.name === 'sql') return await serveSql(db, command.port);
    const engine = await createSearchEngine(config.search, db);
    try {
      if (command.name === 'rebuild') return await rebuild(db, engine, command.kinds);
      // Problems only, on stderr: the table on stdout stays clean for a pipe.
      const logger = pino({ level: 'warn' }, pino.destination(2));
      const eventLog = await createEventLog(config, db, { relay: false, logger });
      try {
        console.log(formatStatus(await indexStatus(db, engine, eventLog)));
        return 0;
      } finally {
        await eventLog.close();
      }
    } finally {
      await engine.close();
    }
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseIndexArgs, USAGE);
  return typeof command === 'number' ? command : run(command);
}

exitWhenDone(main());
