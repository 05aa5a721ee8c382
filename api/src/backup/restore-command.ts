/**
 * `npm run restore -- <file>`: restores a backup of `npm run backup` into an empty database: a DATA_DIR
 * without a database (app stopped) or an empty PostgreSQL database (DATABASE_URL). See the README.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCommandLine } from '@anpfiff/core/cli/command-line';
import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { readBackupHeader } from '@anpfiff/core/db/backup/backup-file';
import { BackupFileError } from '@anpfiff/core/db/backup/backup-format';
import { removeIfInterrupted } from '@anpfiff/core/db/backup/interrupt-cleanup';
import { rebaseEventLog } from '@anpfiff/core/db/backup/rebase-event-log';
import { restoreBackup } from '@anpfiff/core/db/backup/restore-backup';
import { restoreStaging } from '@anpfiff/core/db/backup/restore-staging';
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
import { exitOnInterrupt, type Interruption } from './interruption';

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

/**
 * Restores the file into an opened, empty database and prints what came back. The uploaded images go to
 * `filesDir`/uploads; the summary names where they belong, DATA_DIR/uploads.
 */
async function restoreInto(
  db: Knex,
  file: string,
  { filesDir, dataDir, description }: { filesDir: string; dataDir: string; description: string },
): Promise<void> {
  console.log(`Wiederherstellung von ${path.resolve(file)} nach ${description} …`);
  const report = await restoreBackup(db, file, { dataDir: filesDir });
  printSummary(restoreSummary(report, path.join(dataDir, 'uploads')));
}

/** Moves the restored images into DATA_DIR/uploads (an image's content never changes under its name). */
function moveRestoredFiles(filesDir: string, dataDir: string): void {
  const from = path.join(filesDir, 'uploads');
  const to = path.join(dataDir, 'uploads');
  if (fs.existsSync(from)) {
    if (!fs.existsSync(to)) fs.renameSync(from, to);
    else for (const name of fs.readdirSync(from)) fs.renameSync(path.join(from, name), path.join(to, name));
  }
  fs.rmSync(filesDir, { recursive: true, force: true });
}

/**
 * The embedded database is built beside DATA_DIR/db, its images beside DATA_DIR/uploads, and both are
 * moved into place only once the restore succeeded. Opening DATA_DIR/db itself would create and migrate a
 * database there before the file is read to its end: a refused file (cut short, of a newer build) would
 * leave it behind, a retry with a good file would be refused as "not empty", and the app would start on
 * it and seed demo data. Failed or interrupted, the restore leaves DATA_DIR as it found it.
 */
async function restoreEmbedded(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  file: string,
  dataDir: string,
): Promise<void> {
  const dir = target.dataDir ?? path.join(dataDir, 'db');
  const staging = restoreStaging(dir);
  const dataDirExisted = fs.existsSync(dataDir);
  // Claimed for the whole restore, so neither the app nor another restore opens it meanwhile.
  const release = lockEmbeddedDatabase(dir);
  // The staging database's own claim goes with the process (openDatabase's 'exit' hook).
  const undo = () => {
    fs.rmSync(staging.database, { recursive: true, force: true });
    fs.rmSync(staging.files, { recursive: true, force: true });
    release();
    if (!dataDirExisted) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const forget = removeIfInterrupted(undo);
  let restored = false;
  try {
    // Left behind by a restore that was killed; the claim above shows it no longer runs.
    fs.rmSync(staging.database, { recursive: true, force: true });
    fs.rmSync(staging.files, { recursive: true, force: true });
    const db = await openDatabase({ ...target, dataDir: staging.database });
    try {
      await restoreInto(db, file, {
        filesDir: staging.files,
        dataDir,
        description: describeTarget(target),
      });
    } finally {
      await db.destroy();
    }
    // Without a wait in between, so an interruption finds all of it done or none of it.
    moveRestoredFiles(staging.files, dataDir);
    // The caller found DATA_DIR/db missing or empty.
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
    fs.renameSync(staging.database, dir);
    restored = true;
  } finally {
    forget();
    if (restored) release();
    else undo();
  }
}

/** Refuses, before anything is opened or made, a path that is no readable file holding a backup. */
async function checkBackupFile(file: string): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupUsageError(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `${file} gibt es nicht.`
        : `${file} lässt sich nicht lesen (${(error as Error).message}).`,
    );
  }
  if (stat.isDirectory())
    throw new BackupUsageError(`${file} ist ein Ordner; die Datei der Sicherung angeben.`);
  if (!stat.isFile())
    throw new BackupUsageError(`${file} ist keine gewöhnliche Datei; die Datei der Sicherung angeben.`);
  // The header alone: a file that is no backup (or not readable) changes nothing in DATA_DIR.
  await readBackupHeader(file);
}

async function restore(file: string, interruption: Interruption): Promise<number> {
  await checkBackupFile(file);
  const config = loadConfig();
  const target = databaseTarget(config);
  if (target.kind === 'postgres') {
    const description = describeTarget(target);
    interruption.say(
      `Wiederherstellung in ${description} abgebrochen. Hat die Datenbank noch keine Datensätze, geht eine ` +
        'Wiederholung in dieselbe Datenbank; sonst sie zuerst leeren.',
    );
    const db = await openDatabase(target);
    try {
      await restoreInto(db, file, { filesDir: config.dataDir, dataDir: config.dataDir, description });
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
  interruption.say(`Wiederherstellung abgebrochen; ${config.dataDir} ist unverändert.`);
  await restoreEmbedded(target, file, config.dataDir);
  return 0;
}

async function main(): Promise<number> {
  const interruption = exitOnInterrupt('Wiederherstellung abgebrochen; es wurde nichts verändert.');
  const command = readCommandLine(process.argv.slice(2), parseRestoreArgs, RESTORE_USAGE);
  if (typeof command === 'number') return command;
  return command.name === 'rebase' ? rebaseOnly() : restore(command.file, interruption);
}

// A refusal names itself as one, with its reason; any other error prints its message alone. Exit code 1.
// An interruption ends with 130 (Ctrl-C) or 143 (SIGTERM), see exitOnInterrupt.
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
