/**
 * `npm run restore -- <file>`: restores a backup of `npm run backup` into an empty database: a DATA_DIR
 * without a database (app stopped) or an empty PostgreSQL database (DATABASE_URL). See the README.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '@anpfiff/core/cli/command-line';
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
import { parseRestoreArgs, RESTORE_USAGE } from './backup-args';
import { printSummary, restoreSummary } from './backup-report';
import { BackupUsageError, portAnswers } from './backup-source';

/** After pg_restore into another server: move the event log onto that server's transaction counter. */
async function rebaseOnly(): Promise<number> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const db = await openDatabase(target);
  try {
    await db.transaction((trx) => rebaseEventLog(trx));
    console.log(
      `Das Event-Log von ${describeTarget(target)} läuft jetzt auf den Transaktionen dieses Servers weiter.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

/** Restores the file into an opened, empty database and prints what came back. */
async function restoreInto(db: Knex, file: string, dataDir: string, description: string): Promise<void> {
  console.log(`Wiederherstellung von ${path.resolve(file)} nach ${description} …`);
  const report = await restoreBackup(db, file, { dataDir });
  printSummary(restoreSummary(report, path.join(dataDir, 'uploads')));
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

async function restore(file: string): Promise<number> {
  if (!fs.existsSync(file)) {
    console.error(`${file} gibt es nicht.`);
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
    throw new BackupUsageError(
      `Die App läuft auf Port ${config.port}: sie vor der Wiederherstellung stoppen.`,
    );
  const dir = target.dataDir ?? '';
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupUsageError(
      `${dir} enthält schon eine Datenbank. Sie wegschieben (und behalten, bis die Wiederherstellung ` +
        'geprüft ist) und nochmals ausführen.',
    );
  await restoreEmbedded(target, file, config.dataDir);
  return 0;
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseRestoreArgs, RESTORE_USAGE);
  if (typeof command === 'number') return command;
  return command.name === 'rebase' ? rebaseOnly() : restore(command.file);
}

// A refusal names itself as one, with its reason; any other error prints its message alone. Exit code 1.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof BackupUsageError ||
      error instanceof BackupFileError ||
      error instanceof EmbeddedDatabaseInUseError;
    console.error(
      known
        ? `Wiederherstellung abgelehnt: ${(error as Error).message}`
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exit(1);
  },
);
