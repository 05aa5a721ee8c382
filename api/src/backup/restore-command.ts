/**
 * `npm run restore -- <file>`: restores a backup of `npm run backup` into an empty database: a DATA_DIR
 * without a database (app stopped) or an empty PostgreSQL database (DATABASE_URL). See the README.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { BackupFileError } from '@anpfiff/core/db/backup/backup-file';
import { rebaseEventLog } from '@anpfiff/core/db/backup/rebase-event-log';
import { restoreBackup } from '@anpfiff/core/db/backup/restore-backup';
import {
  type DatabaseTarget,
  databaseTarget,
  describeTarget,
  openDatabase,
} from '@anpfiff/core/db/create-knex';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from '@anpfiff/core/db/embedded-lock';
import type { Knex } from 'knex';
import { BackupUsageError, portAnswers } from './backup-source';

/** After pg_restore into another server: move the event log onto that server's transaction counter. */
async function rebaseOnly(): Promise<number> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  try {
    await db.transaction((trx) => rebaseEventLog(trx));
    console.log(`The event log of ${describeTarget(target)} now continues on this server's transactions.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Restores the file into an opened, empty database and prints what came back. */
async function restoreInto(db: Knex, file: string, dataDir: string, description: string): Promise<void> {
  console.log(`Restoring ${path.resolve(file)} into ${description} …`);
  const report = await restoreBackup(db, file, { dataDir });
  const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `${total} rows of ${Object.keys(report.rows).length} tables and ${report.files} files restored`,
  );
  if (report.migratedAfter.length > 0) console.log(`Migrated afterwards: ${report.migratedAfter.join(', ')}`);
  if (report.missingFiles.length > 0)
    console.warn(
      `Warning: the backup holds no file for ${report.missingFiles.length} uploaded images, which will not show until they are put into ${path.join(dataDir, 'uploads')}: ${report.missingFiles.join(', ')}`,
    );
}

/**
 * The embedded database is built beside DATA_DIR/db and moved into its place only once the restore
 * succeeded. Opening DATA_DIR/db itself would create and migrate a database there before the file is
 * read to its end: a refused file (cut short, of a newer build) would leave it behind, a retry with a good
 * file would be refused as "not empty", and the app would start on it and seed demo data.
 */
async function restoreEmbedded(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  file: string,
  dataDir: string,
): Promise<void> {
  const dir = target.dataDir ?? path.join(dataDir, 'db');
  const staging = `${dir}.restoring`;
  const dataDirExisted = fs.existsSync(dataDir);
  // Claimed for the whole restore, so neither the app nor another restore opens it meanwhile.
  const release = lockEmbeddedDatabase(dir);
  let restored = false;
  try {
    // Left behind by a restore that was killed; the claim above shows it no longer runs.
    fs.rmSync(staging, { recursive: true, force: true });
    const db = await openDatabase({ ...target, dataDir: staging });
    try {
      await restoreInto(db, file, dataDir, describeTarget(target));
    } finally {
      await db.destroy();
    }
    // The caller found DATA_DIR/db missing or empty.
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
    fs.renameSync(staging, dir);
    restored = true;
  } finally {
    if (!restored) fs.rmSync(staging, { recursive: true, force: true });
    release();
    if (!restored && !dataDirExisted) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 1 && args[0] === '--rebase-event-log') return rebaseOnly();
  const file = args[0];
  if (!file || args.length > 1 || file === '--help') {
    console.log('Usage: npm run restore -- <file>   (into an empty DATA_DIR or an empty DATABASE_URL)');
    console.log('       npm run restore -- --rebase-event-log   (after pg_restore into another server)');
    return file === '--help' ? 0 : 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 1;
  }
  const config = loadConfig();
  const target = databaseTarget(config);
  if (target.kind === 'postgres') {
    const db = await openDatabase(target);
    try {
      await restoreInto(db, file, config.dataDir, describeTarget(target));
    } finally {
      await db.destroy();
    }
    return 0;
  }
  if (await portAnswers(config.port))
    throw new BackupUsageError(`The app is running on port ${config.port}: stop it before restoring.`);
  const dir = target.dataDir ?? '';
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupUsageError(
      `${dir} holds a database already. Move it away (keep it until the restore is checked) and run again.`,
    );
  await restoreEmbedded(target, file, config.dataDir);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof BackupUsageError ||
      error instanceof BackupFileError ||
      error instanceof EmbeddedDatabaseInUseError;
    console.error(
      known ? `Restore refused: ${(error as Error).message}` : error instanceof Error ? error.message : error,
    );
    process.exit(1);
  },
);
