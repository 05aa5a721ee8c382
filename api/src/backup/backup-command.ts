/**
 * `npm run backup -- [file]`: a consistent backup of the database (and uploaded images) into one file,
 * while the app runs or not. See "Backups" in the README.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exitWhenDone, readCommandLine } from '@anpfiff/core/cli/command-line';
import { loadConfig } from '@anpfiff/core/config/config';
import { writeBackup } from '@anpfiff/core/db/backup/write-backup';
import { BACKUP_USAGE, parseBackupArgs } from './backup-args';
import { backupSummary, printSummary } from './backup-report';
import { openBackupSource } from './backup-source';

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '');
  return path.join('backups', `anpfiff-${stamp}.backup.gz`);
}

async function backup(named: string | undefined): Promise<number> {
  const file = path.resolve(named ?? defaultFile());
  if (fs.existsSync(file)) {
    console.error(`${file} gibt es schon; eine Sicherung überschreibt nie eine Datei.`);
    return 1;
  }
  const config = loadConfig();
  const source = await openBackupSource(config);
  try {
    // Only now that the source is open: a refused backup leaves no empty directory behind.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    console.log(`Sicherung aus ${source.description} nach ${file} …`);
    const report = await writeBackup(source.db, file, { dataDir: config.dataDir });
    printSummary(backupSummary(file, report, path.join(config.dataDir, 'uploads')));
    return 0;
  } finally {
    await source.db.destroy();
  }
}

async function main(): Promise<number> {
  const command = readCommandLine(process.argv.slice(2), parseBackupArgs, BACKUP_USAGE);
  return typeof command === 'number' ? command : backup(command.file);
}

// A refusal (ConfigError, BackupUsageError, an unreachable database) prints its message alone, exit code 1.
exitWhenDone(main());
