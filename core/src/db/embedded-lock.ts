import fs from 'node:fs';
import path from 'node:path';

/** Whether `pid` is a live Node.js process: after a crash and a reboot the number may belong to another program. */
function nodeProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (macOS): a live process is taken as the owner.
    return true;
  }
}

export interface LockOptions {
  /**
   * The caller only reads (a status, a listing): it may also read while the app runs, through the app's
   * read-only SQL endpoint, and its refusal says so. A caller that writes cannot use that endpoint.
   */
  readsOnly?: boolean;
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(dir: string, pid: number, options: LockOptions = {}) {
    super(
      `Die eingebettete Datenbank in ${dir} ist im Prozess ${pid} geöffnet, wahrscheinlich in der ` +
        (options.readsOnly
          ? 'laufenden App. Diese zuerst stoppen; um bei laufender App zu lesen, sie mit SQL_PORT starten ' +
            'und sich dort verbinden.'
          : 'laufenden App. Diese zuerst stoppen.'),
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/**
 * Claims the embedded database directory for this process and returns the release. PGlite keeps the
 * database in this one process's memory and writes its files as if alone: a second process opening them
 * (an operator command beside the running app) loses its writes or damages the files. A lock left by a
 * process that died is taken over; this process may claim its own directory again.
 */
export function lockEmbeddedDatabase(dir: string, options: LockOptions = {}): () => void {
  // Beside the directory, not in it: PGlite takes a directory with files in it for an existing database.
  const file = `${path.resolve(dir)}.lock`;
  // DATA_DIR, when it is new: for this user alone, as the database directory in it (create-knex.ts).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner === process.pid) break;
      if (Number.isInteger(owner) && owner > 0 && nodeProcessAlive(owner))
        throw new EmbeddedDatabaseInUseError(dir, owner, options);
      // Stale: its process is gone. Removed, then claimed with 'wx' again, so two claimants cannot both win.
      fs.rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (Number(fs.readFileSync(file, 'utf8')) === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
