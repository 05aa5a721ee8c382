import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import type { Logger } from '../../logger/logger';
import { type Repeating, repeatEvery } from '../../service/repeat-every';
import { tablesDue } from './tables-due';

/** How often the embedded database is looked at: autovacuum's own default nap. */
export const UPKEEP_INTERVAL_MS = 60_000;

export interface TableUpkept {
  table: string;
  vacuumed: boolean;
  analyzed: boolean;
  ms: number;
}

const UNDEFINED_TABLE = '42P01';

/**
 * Vacuums and analyzes the tables that need it, one statement each, so requests queued behind the single
 * embedded session get their turn between tables. `all` vacuums every table whatever its counters say.
 */
export async function upkeepTables(
  db: Knex,
  { all = false, logger }: { all?: boolean; logger?: Logger } = {},
): Promise<TableUpkept[]> {
  const due = await tablesDue(db, { all });
  const done: TableUpkept[] = [];
  for (const table of due) {
    const statement = table.vacuum ? (table.analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze';
    const started = performance.now();
    try {
      await db.raw(`${statement} ??.??`, [table.schema, table.table]);
    } catch (error) {
      // A search rebuild drops the table it replaced; nothing is left to keep up.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) continue;
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    done.push({ table: table.table, vacuumed: table.vacuum, analyzed: table.analyze, ms });
    logger?.info(
      { table: table.table, statement, deadRows: table.deadRows, changedRows: table.changedRows, ms },
      'table upkeep',
    );
  }
  return done;
}

/**
 * PostgreSQL's autovacuum for the embedded database, which has none: without it every update leaves its old
 * row version behind for good, so the data directory and the scans grow with the history of edits rather
 * than with the data, and the planner keeps statistics from the day a table was small. PGlite keeps no
 * counters across a restart, so the first round vacuums every table; cheap where nothing changed, since
 * vacuum skips the pages it marked all-visible before.
 */
export function startTableUpkeep(
  db: Knex,
  { logger, intervalMs = UPKEEP_INTERVAL_MS }: { logger: Logger; intervalMs?: number },
): Repeating {
  let first = true;
  return repeatEvery(
    intervalMs,
    async () => {
      await upkeepTables(db, { all: first, logger });
      first = false;
    },
    { name: 'table upkeep', logger },
  );
}
