import type { Knex } from 'knex';
import type { BackupTable } from './backup-format';

// The migration bookkeeping is recreated by running the migrations, never copied.
const NOT_COPIED = new Set(['knex_migrations', 'knex_migrations_lock']);

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_generated: string;
}

interface ReferenceRow {
  table_name: string;
  referenced: string;
}

/** Orders tables so that each comes after the tables its foreign keys point to (rows insert in that order). */
function foreignKeyOrder(names: string[], references: ReferenceRow[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const ref of references)
      if (ref.table_name === name && ref.referenced !== name) visit(ref.referenced);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of [...names].sort()) visit(name);
  return ordered;
}

/** The application's tables in the public schema, with their stored columns, in foreign-key order. */
export async function backupTables(db: Knex): Promise<BackupTable[]> {
  const columns = await db.raw<{ rows: ColumnRow[] }>(
    `select c.table_name, c.column_name, c.is_generated
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const references = await db.raw<{ rows: ReferenceRow[] }>(
    `select src.relname as table_name, dst.relname as referenced
       from pg_constraint k
       join pg_class src on src.oid = k.conrelid
       join pg_class dst on dst.oid = k.confrelid
       join pg_namespace n on n.oid = src.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns.rows) {
    if (NOT_COPIED.has(row.table_name)) continue;
    const list = byTable.get(row.table_name) ?? [];
    if (row.is_generated !== 'ALWAYS') list.push(row.column_name);
    byTable.set(row.table_name, list);
  }
  return foreignKeyOrder([...byTable.keys()], references.rows).map((name) => ({
    name,
    columns: byTable.get(name) ?? [],
  }));
}

/** Primary key columns of a table, for reading it page by page in a stable order. */
export async function primaryKey(db: Knex, table: string): Promise<string[]> {
  const result = await db.raw<{ rows: { column_name: string }[] }>(
    `select a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = 'public' and c.relname = ?
      order by k.position`,
    [table],
  );
  return result.rows.map((row) => row.column_name);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Names of the migrations applied in a database, in the order they ran. */
export async function appliedMigrations(db: Knex): Promise<string[]> {
  const exists = await db.schema.hasTable('knex_migrations');
  if (!exists) return [];
  const rows: { name: string }[] = await db('knex_migrations').select('name').orderBy('id');
  return rows.map((row) => row.name);
}
