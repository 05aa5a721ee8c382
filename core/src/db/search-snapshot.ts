import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import { createKnex, pgliteOf } from './create-knex';
import { migrateToLatest } from './migrate';

/**
 * Snapshots of the search tables alone, for a client of the SQL endpoint that may see nothing else.
 *
 * Each is a database of its own, in memory, that never held anything but the search tables: the schema
 * comes from the migrations run once on an empty database (the template), the rows are copied in from
 * the application's database. A copy of the whole database with the other tables dropped was not
 * enough: it kept the write-ahead log and the dead rows of its catalogs, and a client of PGlite, always
 * its superuser, could read those files (`pg_read_binary_file`): addresses, password hashes, phone
 * numbers and the links of queued mails, enough to take over an account.
 */
export interface SearchSnapshot {
  readonly pglite: PGlite;
  close(): Promise<void>;
}

interface TableCopy {
  table: string;
  /** The stored columns; generated ones are computed again as the rows arrive. */
  columns: string;
  /** The indexes besides the primary key: built once the rows are in, not row by row. */
  indexes: { name: string; definition: string }[];
}

/**
 * Drops every table but the search tables. In the template it leaves the schema a search-only client
 * sees; that database never held a row of the others.
 */
const DROP_OTHERS = `do $$ declare r record; begin
  for r in select schemaname, tablename from pg_tables
            where schemaname not in ('pg_catalog', 'information_schema') and tablename not like 'search\\_%'
  loop execute format('drop table if exists %I.%I cascade', r.schemaname, r.tablename); end loop;
end $$`;

/** An empty database with the search tables of this release, as a data directory to start copies from. */
async function buildTemplate(): Promise<Blob> {
  const db = createKnex({ kind: 'pglite' });
  try {
    await migrateToLatest(db);
    await db.raw(DROP_OTHERS);
    const dump = await pgliteOf(db)?.dumpDataDir('none');
    if (!dump) throw new Error('not a PGlite database');
    return dump;
  } finally {
    await db.destroy();
  }
}

/** The tables a search-only client sees, those the search engine keeps, as the migrations define them. */
async function tableCopies(snapshot: Knex): Promise<TableCopy[]> {
  const { rows } = await snapshot.raw<{
    rows: { table: string; columns: string; indexes: { name: string; definition: string }[] | null }[];
  }>(
    `select c.table_name as table,
            string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns,
            (select json_agg(json_build_object('name', i.indexname, 'definition', i.indexdef))
               from pg_indexes i
              where i.schemaname = 'public' and i.tablename = c.table_name
                and i.indexname <> (select conname from pg_constraint
                                     where conrelid = c.table_name::regclass and contype = 'p')) as indexes
       from information_schema.columns c
      where c.table_schema = 'public' and c.table_name like 'search\\_%' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`,
  );
  return rows.map((r) => ({ table: r.table, columns: r.columns, indexes: r.indexes ?? [] }));
}

/**
 * The rows of each table as COPY data, read in one repeatable-read transaction so that the tables agree
 * with each other. The transaction holds the application's one connection, so nothing runs between the
 * copies; COPY to a blob is PGlite's own call, which knex does not pass through.
 */
function readRows(source: Knex, sourcePglite: PGlite, copies: TableCopy[]): Promise<Map<string, Blob>> {
  return source.transaction(
    async () => {
      const blobs = new Map<string, Blob>();
      for (const { table, columns } of copies) {
        const exists = await sourcePglite.query<{ found: boolean }>(
          'select to_regclass($1) is not null as found',
          [`public.${table}`],
        );
        if (!exists.rows[0]?.found) continue;
        const { blob } = await sourcePglite.query(`copy ${table} (${columns}) to '/dev/blob'`);
        if (blob) blobs.set(table, blob);
      }
      return blobs;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

export class SearchSnapshots {
  private template: Promise<Blob> | undefined;

  constructor(private readonly source: Knex) {}

  /** Starts building the template now, so that the first client does not wait for the migrations. */
  prepare(): void {
    void this.templateOnce().catch(() => undefined);
  }

  private templateOnce(): Promise<Blob> {
    this.template ??= buildTemplate().catch((error: unknown) => {
      this.template = undefined;
      throw error;
    });
    return this.template;
  }

  async take(): Promise<SearchSnapshot> {
    const sourcePglite = pgliteOf(this.source);
    if (!sourcePglite) throw new Error('not a PGlite database');
    const snapshot = createKnex({ kind: 'pglite', initialData: await this.templateOnce() });
    try {
      const copies = await tableCopies(snapshot);
      const rows = await readRows(this.source, sourcePglite, copies);
      const pglite = pgliteOf(snapshot);
      if (!pglite) throw new Error('not a PGlite database');
      for (const { table, columns, indexes } of copies) {
        const blob = rows.get(table);
        if (!blob) continue;
        for (const index of indexes) await pglite.exec(`drop index ${index.name}`);
        await pglite.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob });
        for (const index of indexes) await pglite.exec(index.definition);
      }
      await pglite.exec('analyze');
      return { pglite, close: () => snapshot.destroy() };
    } catch (error) {
      await snapshot.destroy();
      throw error;
    }
  }
}
