import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupWriter, type BackupTable } from './backup-file';
import { appliedMigrations, backupTables, primaryKey, quoteIdent } from './backup-schema';

/** Rows read per query: keeps memory flat on large tables without a server-side cursor (PGlite has none). */
const PAGE_SIZE = 1000;

export interface BackupReport {
  rows: Record<string, number>;
  files: number;
}

async function copyTable(trx: Knex.Transaction, table: BackupTable, out: BackupWriter): Promise<number> {
  const key = await primaryKey(trx, table.name);
  const select = table.columns.map(quoteIdent).join(', ');
  const from = quoteIdent(table.name);
  // A row as JSON keeps every type exact (timestamps, tsvector, cube, arrays, xid8) and reads back through
  // jsonb_populate_recordset on either database.
  const base = `select to_jsonb(r) as row from (select ${select} from ${from}`;
  let count = 0;
  if (key.length === 0) {
    const result = await trx.raw<{ rows: { row: Record<string, unknown> }[] }>(`${base}) r`);
    for (const { row } of result.rows) await out.write({ t: table.name, r: row });
    return result.rows.length;
  }
  const order = key.map(quoteIdent).join(', ');
  let last: unknown[] | undefined;
  for (;;) {
    const after = last ? ` where (${order}) > (${key.map(() => '?').join(', ')})` : '';
    const result = await trx.raw<{ rows: { row: Record<string, unknown> }[] }>(
      `${base}${after} order by ${order} limit ${PAGE_SIZE}) r`,
      (last ?? []) as Knex.RawBinding[],
    );
    for (const { row } of result.rows) await out.write({ t: table.name, r: row });
    count += result.rows.length;
    const tail = result.rows.at(-1)?.row;
    if (!tail || result.rows.length < PAGE_SIZE) return count;
    last = key.map((column) => tail[column]);
  }
}

/** Files the rows point to (uploaded images); written after the rows, so every row's file exists by then. */
async function copyFiles(dataDir: string | undefined, out: BackupWriter): Promise<number> {
  if (!dataDir) return 0;
  const dir = path.join(dataDir, 'uploads');
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    await out.write({ file: `uploads/${name}`, data: fs.readFileSync(file).toString('base64') });
    count += 1;
  }
  return count;
}

/**
 * Writes a consistent backup of the database to `file` (which must not exist yet). All rows are read in
 * one read-only repeatable-read transaction, so they are one moment's state even while the app writes; on
 * the embedded database through the SQL endpoint each connection is such a moment already.
 */
export async function writeBackup(
  db: Knex,
  file: string,
  options: { dataDir?: string } = {},
): Promise<BackupReport> {
  const out = new BackupWriter(file);
  try {
    const report = await db.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      const tables = await backupTables(trx);
      await out.write({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(trx),
        tables,
      });
      const rows: Record<string, number> = {};
      for (const table of tables) rows[table.name] = await copyTable(trx, table, out);
      return { rows, files: 0 };
    });
    report.files = await copyFiles(options.dataDir, out);
    await out.write({ end: true, rows: report.rows, files: report.files });
    await out.close();
    return report;
  } catch (error) {
    out.abort();
    fs.rmSync(file, { force: true });
    throw error;
  }
}
