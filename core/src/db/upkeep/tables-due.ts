import type { Knex } from 'knex';

export interface TableDue {
  schema: string;
  table: string;
  /** Dead row versions past the threshold, rows inserted since the last vacuum, or old transaction ids. */
  vacuum: boolean;
  /** Rows changed since the last statistics past the threshold. */
  analyze: boolean;
  deadRows: number;
  changedRows: number;
}

interface Row {
  schemaName: string;
  tableName: string;
  vacuumDue: boolean;
  analyzeDue: boolean;
  deadRows: string | number;
  changedRows: string | number;
}

// PostgreSQL's autovacuum rules, with the instance's own autovacuum settings (PGlite has the settings but no
// process that acts on them): vacuum once the dead row versions pass threshold + scale factor × rows, once
// that many rows were inserted since the last vacuum (so their pages become all-visible and counts can stay
// in the indexes), or before the table's oldest transaction id gets too old; analyze once as many rows as
// threshold + scale factor × rows have changed. Tables' own storage parameters are not consulted: none sets any.
const DUE = `
  with s as (
    select t.schemaname, t.relname, t.n_dead_tup, t.n_ins_since_vacuum, t.n_mod_since_analyze,
           greatest(c.reltuples, 0) as tuples, age(c.relfrozenxid) as xid_age
      from pg_stat_user_tables t join pg_class c on c.oid = t.relid
  ), due as (
    select schemaname, relname, n_dead_tup, n_mod_since_analyze,
           n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
                      + current_setting('autovacuum_vacuum_scale_factor')::float8 * tuples
        or n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
                              + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * tuples
        or xid_age > current_setting('autovacuum_freeze_max_age')::float8 as "vacuumDue",
           n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
                               + current_setting('autovacuum_analyze_scale_factor')::float8 * tuples as "analyzeDue"
      from s
  )
  select schemaname as "schemaName", relname as "tableName", :all or "vacuumDue" as "vacuumDue", "analyzeDue",
         n_dead_tup as "deadRows", n_mod_since_analyze as "changedRows"
    from due where :all or "vacuumDue" or "analyzeDue"
   order by n_dead_tup + n_mod_since_analyze desc`;

/**
 * The tables autovacuum would vacuum or analyze now, most changed first; with `all`, every table is to be
 * vacuumed besides, for when the counters start from zero and cannot tell.
 */
export async function tablesDue(db: Knex, { all = false } = {}): Promise<TableDue[]> {
  // A session hands its counters over at most once a second; the embedded database is one session, so the
  // last second's changes would otherwise count only at the next round.
  await db.raw('select pg_stat_force_next_flush()');
  const result = await db.raw<{ rows: Row[] }>(DUE, { all });
  return result.rows.map((row) => ({
    schema: row.schemaName,
    table: row.tableName,
    vacuum: row.vacuumDue,
    analyze: row.analyzeDue,
    deadRows: Number(row.deadRows),
    changedRows: Number(row.changedRows),
  }));
}
