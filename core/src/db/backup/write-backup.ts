import type { Knex } from 'knex';
import { BackupWriter } from './backup-file';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupTable } from './backup-format';
import { appliedMigrations, backupTables, primaryKey, quoteIdent } from './backup-schema';
import { StagedUploads } from './staged-uploads';

/** Rows read per query: keeps memory flat on large tables without a server-side cursor (PGlite has none). */
const PAGE_SIZE = 1000;

export interface BackupReport {
  rows: Record<string, number>;
  files: number;
  /** Uploads rows in the backup whose file was not there to copy (see writeBackup). */
  missingFiles: string[];
}

export interface BackupOptions {
  /** Where `uploads/` is; without it the backup holds rows only. */
  dataDir?: string;
  /** Runs after each table's rows are written, while the snapshot is open: a test changes the app meanwhile. */
  onTableCopied?: (table: string) => Promise<void>;
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

/** File names of the snapshot's uploads rows: the files a restored row needs. */
async function uploadNames(trx: Knex.Transaction, tables: BackupTable[]): Promise<string[]> {
  if (!tables.some((table) => table.name === 'uploads')) return [];
  const rows = (await trx('uploads').select('fileName').orderBy('fileName')) as { fileName: string }[];
  return rows.map((row) => row.fileName);
}

/**
 * Writes a consistent backup of the database to `file` (which must not exist yet). All rows are read in
 * one read-only repeatable-read transaction, so they are one moment's state even while the app writes; on
 * the embedded database through the SQL endpoint each connection is such a moment already.
 *
 * Each uploads row of that moment comes with its file, although the app may remove the file while the
 * tables are copied (it removes a file right after the commit that deleted its row): the files are held
 * by hard links before the snapshot, and the few stored between that and the snapshot right after it,
 * before the long copy (see StagedUploads). Only files with a row are written; the sweep takes the
 * others anyway.
 */
export async function writeBackup(
  db: Knex,
  file: string,
  options: BackupOptions = {},
): Promise<BackupReport> {
  // First: a file that exists or a place that takes no writes is refused before anything else is made.
  const out = new BackupWriter(file);
  let staged: StagedUploads | undefined;
  try {
    // Before the snapshot, which the transaction's first query takes (on the SQL endpoint: the connection,
    // which the backup command opens for this). A snapshot older than the listing would find a file
    // deleted in between missing, reported rather than lost silently.
    staged = options.dataDir ? StagedUploads.open(options.dataDir) : undefined;
    const report = await db.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      const tables = await backupTables(trx);
      const names = staged ? await uploadNames(trx, tables) : [];
      // A row whose file is not there even now: lost or removed by hand while its row existed, or (a
      // moment's coincidence) stored between the listing and the snapshot and deleted again since. The
      // backup keeps the row as the database had it (the profile points to the file either way) and
      // reports the file; a restore checks every uploads row against the files it brings back and names
      // the missing ones as well. An image that will not show after a restore is never a surprise.
      const missingFiles = names.filter((name) => !staged?.hold(name));
      await out.write({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await appliedMigrations(trx),
        tables,
      });
      const rows: Record<string, number> = {};
      for (const table of tables) {
        rows[table.name] = await copyTable(trx, table, out);
        await options.onTableCopied?.(table.name);
      }
      const lost = new Set(missingFiles);
      return { rows, files: names.filter((name) => !lost.has(name)), missingFiles };
    });
    // After the commit: the links hold the files, and a long copy keeps no snapshot open on the server.
    if (staged)
      for (const name of report.files)
        await out.write({ file: `uploads/${name}`, data: staged.read(name).toString('base64') });
    await out.write({ end: true, rows: report.rows, files: report.files.length });
    await out.close();
    return { rows: report.rows, files: report.files.length, missingFiles: report.missingFiles };
  } catch (error) {
    // Removes the partial file; `file` was never written.
    out.abort();
    throw error;
  } finally {
    staged?.remove();
  }
}
