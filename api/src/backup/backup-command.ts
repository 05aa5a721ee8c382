/**
 * `npm run backup -- [file]`: a consistent backup of the database (and uploaded images) into one file,
 * while the app runs or not. See "Backups" in the README.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { writeBackup } from '@anpfiff/core/db/backup/write-backup';
import { BackupUsageError, openBackupSource } from './backup-source';

function defaultFile(): string {
  const stamp = new Date().toISOString().replace(/[:T]/g, '-').replace(/\..*$/, '');
  return path.join('backups', `anpfiff-${stamp}.backup.gz`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.length > 1) {
    console.log('Usage: npm run backup -- [file]   (default: backups/anpfiff-<time>.backup.gz)');
    return args.includes('--help') ? 0 : 2;
  }
  const file = path.resolve(args[0] ?? defaultFile());
  if (fs.existsSync(file)) {
    console.error(`${file} exists already; a backup never overwrites a file.`);
    return 1;
  }
  const config = loadConfig();
  const source = await openBackupSource(config);
  try {
    // Only now that the source is open: a refused backup leaves no empty directory behind.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    console.log(`Backing up ${source.description} …`);
    const report = await writeBackup(source.db, file, { dataDir: config.dataDir });
    const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
    console.log(`${file}: ${total} rows of ${Object.keys(report.rows).length} tables, ${report.files} files`);
    if (report.missingFiles.length > 0)
      console.warn(
        `Warning: ${report.missingFiles.length} uploaded images have a row but no file in ${path.join(config.dataDir, 'uploads')}; the backup holds their rows only, and after a restore they will not show: ${report.missingFiles.join(', ')}`,
      );
    return 0;
  } finally {
    await source.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupUsageError;
    console.error(known || error instanceof Error ? (error as Error).message : error);
    process.exit(1);
  },
);
