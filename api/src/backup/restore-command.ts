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
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
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
  if (target.kind === 'pglite') {
    if (await portAnswers(config.port))
      throw new BackupUsageError(`The app is running on port ${config.port}: stop it before restoring.`);
    const dir = target.dataDir ?? '';
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
      throw new BackupUsageError(
        `${dir} holds a database already. Move it away (keep it until the restore is checked) and run again.`,
      );
  }
  const db = await openDatabase(target);
  try {
    console.log(`Restoring ${path.resolve(file)} into ${describeTarget(target)} …`);
    const report = await restoreBackup(db, file, { dataDir: config.dataDir });
    const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `${total} rows of ${Object.keys(report.rows).length} tables and ${report.files} files restored`,
    );
    if (report.migratedAfter.length > 0)
      console.log(`Migrated afterwards: ${report.migratedAfter.join(', ')}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || error instanceof BackupUsageError || error instanceof BackupFileError;
    console.error(
      known ? `Restore refused: ${(error as Error).message}` : error instanceof Error ? error.message : error,
    );
    process.exit(1);
  },
);
