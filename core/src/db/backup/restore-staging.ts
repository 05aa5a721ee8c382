import fs from 'node:fs';
import path from 'node:path';
import { processRuns } from './leftovers';

/**
 * Where a restore builds the embedded database beside DATA_DIR/db, and puts the uploaded images it brings
 * back, until both are complete and moved into place (api/src/backup/restore-command.ts).
 */
export function restoreStaging(dbDir: string): { database: string; files: string } {
  return { database: `${dbDir}.restoring`, files: `${dbDir}.restoring-files` };
}

export class UnfinishedRestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnfinishedRestoreError';
  }
}

/**
 * For the app's start on the embedded database, before it opens DATA_DIR/db: a half-built database beside
 * it is a restore that was killed (SIGKILL, the machine went down). Starting would create and seed a fresh
 * database in DATA_DIR/db, after which the restore that was meant is refused as "not empty"; the start is
 * refused instead. While the restore still runs (its process holds DATA_DIR/db's claim) the claim refuses
 * the start already, with its own message.
 */
export function refuseUnfinishedRestore(dbDir: string): void {
  const { database } = restoreStaging(dbDir);
  if (!fs.existsSync(database)) return;
  let owner = Number.NaN;
  try {
    owner = Number(fs.readFileSync(`${path.resolve(dbDir)}.lock`, 'utf8'));
  } catch {
    // No claim: nothing runs on it.
  }
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processRuns(owner)) return;
  throw new UnfinishedRestoreError(
    `In ${path.dirname(dbDir)} liegt eine abgebrochene Wiederherstellung (${database}). Die Wiederherstellung ` +
      `wiederholen (npm run restore -- <Datei>), das räumt sie weg, oder ${database} löschen und die App ` +
      'nochmals starten.',
  );
}
