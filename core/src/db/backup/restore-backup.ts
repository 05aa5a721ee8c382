import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { MIGRATIONS } from '../migration-list';
import { migrateToLatest } from '../migrate';
import { readBackup } from './backup-file';
import { BackupFileError, type BackupHeader, type BackupLine } from './backup-format';
import { appliedMigrations, backupTables, quoteIdent } from './backup-schema';
import { rebaseEventLog } from './rebase-event-log';

/** Rows inserted per statement. */
const BATCH_SIZE = 500;

export interface RestoreReport {
  rows: Record<string, number>;
  files: number;
  /** Uploads rows restored without their file (the backup did not hold it): their images will not show. */
  missingFiles: string[];
  /** Migrations of this build that ran after the data was loaded (the backup was older). */
  migratedAfter: string[];
}

/** Runs this build's migrations up to the backup's schema, so its rows fit the tables they came from. */
async function migrateTo(db: Knex, names: string[]): Promise<void> {
  const known = MIGRATIONS.map((m) => m.name);
  const prefix = known.slice(0, names.length);
  if (names.some((name, i) => prefix[i] !== name)) {
    throw new BackupFileError(
      `das Schema der Sicherung (${names.at(-1) ?? 'keines'}) kennt diese Version nicht; die Sicherung ` +
        'mit der Version wiederherstellen, die sie geschrieben hat',
    );
  }
  const source: Knex.MigrationSource<(typeof MIGRATIONS)[number]> = {
    getMigrations: async () => MIGRATIONS.slice(0, names.length),
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => migration,
  };
  await db.migrate.latest({ migrationSource: source });
}

/** Nothing but migrations' own rows may be in the database a backup is restored into. */
async function assertEmpty(db: Knex): Promise<void> {
  if ((await appliedMigrations(db)).length === 0) return;
  for (const table of ['accounts', 'events']) {
    if (!(await db.schema.hasTable(table))) continue;
    const [row] = await db(table).count({ n: '*' });
    if (Number(row?.n) > 0)
      throw new BackupFileError(`die Zieldatenbank ist nicht leer (die Tabelle ${table} hat Datensätze)`);
  }
}

async function insertBatch(trx: Knex.Transaction, table: string, columns: string[], rows: unknown[]) {
  const list = columns.map(quoteIdent).join(', ');
  await trx.raw(
    `insert into ${quoteIdent(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${quoteIdent(table)}, ?::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** Sequences behind serial columns continue after the highest restored value. */
async function resetSequences(trx: Knex.Transaction, tables: string[]): Promise<void> {
  const result = await trx.raw<{ rows: { table_name: string; column_name: string; seq: string }[] }>(
    `select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
       from information_schema.columns c
      where c.table_schema = 'public' and c.column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column, seq } of result.rows) {
    if (!seq || !tables.includes(table)) continue;
    await trx.raw(
      `select setval(?, coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`,
      [seq],
    );
  }
}

/**
 * Restores a backup into an empty database (a fresh DATA_DIR or an empty PostgreSQL database). The rows
 * load in one transaction: a backup that turns out unreadable half way leaves no rows behind, only the
 * migrated, empty schema.
 * Uploaded files go to `dataDir` after the rows committed.
 */
export async function restoreBackup(
  db: Knex,
  file: string,
  options: { dataDir?: string } = {},
): Promise<RestoreReport> {
  await assertEmpty(db);
  const lines = readBackup(file) as AsyncGenerator<BackupLine>;
  // readBackup checked the header, and refuses a file without one.
  const header = (await lines.next()).value as unknown as BackupHeader;
  await migrateTo(db, header.migrations);

  const files: { file: string; data: string }[] = [];
  const uploadNames: string[] = [];
  const rows: Record<string, number> = {};
  let end: Extract<BackupLine, { end: true }> | undefined;
  await db.transaction(async (trx) => {
    const present = new Map((await backupTables(trx)).map((table) => [table.name, table]));
    const columnsOf = new Map<string, string[]>();
    for (const table of header.tables) {
      const here = present.get(table.name);
      const missing = here ? table.columns.filter((c) => !here.columns.includes(c)) : [table.name];
      if (missing.length > 0)
        throw new BackupFileError(
          `die Tabelle ${table.name} der Sicherung passt nicht (${missing.join(', ')})`,
        );
      columnsOf.set(table.name, table.columns);
      rows[table.name] = 0;
    }
    // Migrations may have inserted rows of their own; the backup holds them as they were. Children first.
    for (const table of [...header.tables].reverse()) await trx.raw(`delete from ${quoteIdent(table.name)}`);
    let batchTable: string | undefined;
    let batch: unknown[] = [];
    const flush = async () => {
      const columns = batchTable ? columnsOf.get(batchTable) : undefined;
      if (batchTable && columns && batch.length > 0) await insertBatch(trx, batchTable, columns, batch);
      batch = [];
    };
    for await (const line of lines) {
      if ('t' in line) {
        if (!columnsOf.has(line.t))
          throw new BackupFileError(`die Sicherung hat Datensätze einer unbekannten Tabelle ${line.t}`);
        if (line.t !== batchTable || batch.length >= BATCH_SIZE) {
          await flush();
          batchTable = line.t;
        }
        batch.push(line.r);
        if (line.t === 'uploads' && typeof line.r.file_name === 'string') uploadNames.push(line.r.file_name);
        rows[line.t] = (rows[line.t] ?? 0) + 1;
      } else if ('file' in line) {
        // Names come from the file: only plain names under uploads/, never a path out of DATA_DIR.
        if (!/^uploads\/[A-Za-z0-9._-]+$/.test(line.file))
          throw new BackupFileError(`die Sicherung nennt eine unerwartete Datei ${line.file}`);
        files.push(line);
      } else if ('end' in line) {
        end = line;
      }
    }
    await flush();
    for (const [table, count] of Object.entries(end?.rows ?? {}))
      if (rows[table] !== count)
        throw new BackupFileError(
          `die Tabelle ${table} der Sicherung sollte ${count} Datensätze haben, sie hat ${rows[table]}`,
        );
    if (end && end.files !== files.length)
      throw new BackupFileError(
        `die Sicherung sollte ${end.files} Dateien enthalten, sie enthält ${files.length}`,
      );
    await rebaseEventLog(trx);
    await resetSequences(trx, [...columnsOf.keys()]);
  });

  if (options.dataDir) {
    for (const { file: name, data } of files) {
      const target = path.join(options.dataDir, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(data, 'base64'));
    }
  }
  // Checked here rather than trusted from the backup, so a file written by an older build, which could
  // lose an upload removed during its copy, is found out as well. The rows stay: they are the database as
  // it was, the profile points to the file either way, and putting the named files back into
  // DATA_DIR/uploads (from another copy) mends the images.
  const restoredFiles = new Set(files.map((f) => f.file));
  const missingFiles = uploadNames.filter((name) => !restoredFiles.has(`uploads/${name}`));
  return { rows, files: files.length, missingFiles, migratedAfter: await migrateToLatest(db) };
}
