import type { Knex } from 'knex';
import type { AnalyzedQuery } from '../german-text';
import type { Sql } from './pg-search-sql';

/** The rows a statement returns. */
export async function rows<T>(db: Knex, sql: Sql): Promise<T[]> {
  return (await db.raw<{ rows: T[] }>(sql.text, sql.bindings)).rows;
}

/**
 * A statement of a search with text, planned without whole-table scans. The text index answers such a
 * search, but the planner prices a text match like any other test of a row and cannot see that a scan
 * unpacks and tests every row's tsvector: for a common word ("Trainer", "Verein") it picked the scan,
 * 3 to 9 times slower than the text index's bitmap on the large data set. `set local` ends with the
 * transaction, so no other statement on the connection is planned so. Searches without text stay single
 * statements: their place and newest indexes read no tsvector, and the transaction would add half a
 * millisecond to statements of a few.
 */
export function searchRows<T>(db: Knex, sql: Sql, analyzed: AnalyzedQuery): Promise<T[]> {
  if (analyzed.terms.length === 0) return rows<T>(db, sql);
  return db.transaction(async (trx) => {
    await trx.raw('set local enable_seqscan = off');
    return rows<T>(trx, sql);
  });
}
