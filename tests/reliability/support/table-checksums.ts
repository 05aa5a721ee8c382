import { backupTables, quoteIdent } from '@anpfiff/core/db/backup/backup-schema';
import type { Knex } from 'knex';

/**
 * Columns that name a place in the server's own transaction counter: a restore moves the event log to
 * the new server's counter (rebase-event-log.ts), so these differ by design and are left out.
 */
const SERVER_LOCAL: Record<string, string[]> = {
  events: ['tx_id'],
  event_consumers: ['position_tx_id', 'heartbeat_at', 'updated_at'],
};

export interface ChecksumOptions {
  /** Only these tables. */
  only?: string[];
  /** Columns left out per table, e.g. when a row was written. */
  exclude?: Record<string, string[]>;
}

/** Row count and a hash of every row, per table: two databases with equal checksums hold the same rows. */
export async function tableChecksums(
  db: Knex,
  options: ChecksumOptions = {},
): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  const exclude = options.exclude ?? SERVER_LOCAL;
  for (const table of await backupTables(db)) {
    if (options.only && !options.only.includes(table.name)) continue;
    const columns = table.columns.filter((c) => !exclude[table.name]?.includes(c)).map(quoteIdent);
    const result = await db.raw<{ rows: { n: string | number; sum: string | null }[] }>(
      `select count(*) as n, md5(string_agg(r::text, '|' order by r::text)) as sum
         from (select to_jsonb(x) as r from (select ${columns.join(', ')} from ${quoteIdent(table.name)}) x) t`,
    );
    const row = result.rows[0];
    sums[table.name] = `${row?.n}:${row?.sum ?? ''}`;
  }
  return sums;
}

const WRITTEN_AT = ['indexed_at', 'created_at', 'updated_at'];
const DERIVED = ['search_clubs', 'search_jobs', 'search_people', 'matchings'];

/** The state the consumers derive from the source rows: the search index and the matchings. */
export function derivedChecksums(db: Knex): Promise<Record<string, string>> {
  return tableChecksums(db, {
    only: DERIVED,
    exclude: Object.fromEntries(DERIVED.map((table) => [table, WRITTEN_AT])),
  });
}
