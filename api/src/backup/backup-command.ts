/**
 * `npm run backup -- [file]`: a consistent backup of the database (and uploaded images) into one file,
 * while the app runs or not. See "Backups" in the README.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { targetError } from '@anpfiff/core/db/backup/backup-target';
import { removeIfInterrupted } from '@anpfiff/core/db/backup/interrupt-cleanup';
import { writeBackup } from '@anpfiff/core/db/backup/write-backup';
import { BACKUP_USAGE, parseBackupArgs } from './backup-args';
import { backupSummary, printSummary } from './backup-report';
import { openBackupSource } from './backup-source';
import { exitOnInterrupt, type Interruption } from './interruption';

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '');
  return path.join('backups', `anpfiff-${stamp}.backup.gz`);
}

/**
 * Makes the file's folder; returns the call that removes again what it made, if still empty, so a backup
 * that fails or is interrupted leaves no empty folder behind either.
 */
function makeFolder(file: string): () => void {
  const dir = path.dirname(file);
  let first: string | undefined;
  try {
    first = fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw targetError(file, error);
  }
  return () => {
    if (first === undefined) return;
    for (let made = dir; made.length >= first.length; made = path.dirname(made)) {
      try {
        fs.rmdirSync(made);
      } catch {
        return;
      }
    }
  };
}

async function backup(named: string | undefined, interruption: Interruption): Promise<number> {
  const file = path.resolve(named ?? defaultFile());
  if (fs.existsSync(file)) {
    console.error(`${file} gibt es schon; eine Sicherung überschreibt nie eine Datei.`);
    return 1;
  }
  const config = loadConfig();
  const source = await openBackupSource(config);
  try {
    // Only now that the source is open: a refused backup leaves no empty directory behind.
    const removeFolder = makeFolder(file);
    const forgetFolder = removeIfInterrupted(removeFolder);
    console.log(`Sicherung aus ${source.description} nach ${file} …`);
    try {
      const report = await writeBackup(source.db, file, { dataDir: config.dataDir });
      interruption.say(`Abgebrochen, als die Sicherung schon fertig war: ${file} ist vollständig.`);
      printSummary(backupSummary(file, report, path.join(config.dataDir, 'uploads')));
      return 0;
    } catch (error) {
      removeFolder();
      throw error;
    } finally {
      forgetFolder();
    }
  } finally {
    await source.db.destroy();
  }
}

async function main(): Promise<number> {
  const interruption = exitOnInterrupt('Sicherung abgebrochen; es wurde nichts geschrieben.');
  const command = readCommandLine(process.argv.slice(2), parseBackupArgs, BACKUP_USAGE);
  return typeof command === 'number' ? command : backup(command.file, interruption);
}

// A refusal (ConfigError, BackupUsageError, BackupTargetError, an unreachable database) prints its message
// alone, exit code 1; an interruption ends with 130 (Ctrl-C) or 143 (SIGTERM), see exitOnInterrupt.
exitWhenDone(main());
