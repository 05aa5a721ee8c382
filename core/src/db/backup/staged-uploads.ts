import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeIfInterrupted } from './interrupt-cleanup';
import { ownerTag, removeLeftovers } from './leftovers';

// What a restore accepts under uploads/: a plain name, never a path. A leading dot marks an upload's
// temporary file, which is only ever renamed into place or swept, never served.
const PLAIN_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

// The folder's name in DATA_DIR, and the copies' in the temporary directory when DATA_DIR takes no writes.
const IN_DATA_DIR = '.backup-uploads-';
const IN_TMP = 'anpfiff-backup-uploads-';

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * The part of a staging folder's name after the prefix: `<pid>-<host>-<random>` (ownerTag), or the random
 * part alone for a folder of an earlier release, which named no owner; undefined for any other name.
 */
function stagingTag(prefix: string): (name: string) => string | undefined {
  return (name) => (name.startsWith(prefix) ? name.slice(prefix.length) : undefined);
}

/**
 * Removes the staging folders of backups that ended without removing them: killed (SIGKILL, the machine
 * went down) or of a release that left them after Ctrl-C. They hold links to images the app deleted since,
 * a deleted account's among them. A folder in use is kept: its name carries its backup's process and
 * host, and only one of this host whose process is gone, or one older than a day (leftovers.ts), goes.
 */
export function removeStaleStaging(dataDir: string): void {
  removeLeftovers(dataDir, stagingTag(IN_DATA_DIR));
  removeLeftovers(os.tmpdir(), stagingTag(IN_TMP));
}

/**
 * Uploaded files held for a backup while it reads the rows. The app removes an upload's file right after
 * the commit that deleted its row (a replaced avatar, a deleted account, the sweep), so a file the
 * snapshot's row needs can vanish from `DATA_DIR/uploads` while the tables are copied. A hard link keeps
 * the file's content alive whatever happens to the original, costs no space and no copying; an upload's
 * content never changes after it is renamed into place, so the link holds exactly what the row refers to.
 */
export class StagedUploads {
  private readonly held = new Set<string>();
  private readonly forget: () => void;

  private constructor(
    private readonly source: string,
    private readonly dir: string,
  ) {
    // Interrupted, the backup removes the links as it does when it ends.
    this.forget = removeIfInterrupted(() => fs.rmSync(dir, { recursive: true, force: true }));
  }

  /**
   * Links every file now in `DATA_DIR/uploads`. Called before the snapshot is taken: a file is written
   * before its row commits and removed only after its row's deletion commits, so every row the snapshot
   * sees either has its file held by then or was inserted after this listing (see `hold`).
   */
  static open(dataDir: string): StagedUploads {
    const source = path.join(dataDir, 'uploads');
    removeStaleStaging(dataDir);
    let dir: string;
    try {
      // Beside the uploads, so the links stay on their file system.
      dir = fs.mkdtempSync(path.join(dataDir, `${IN_DATA_DIR}${ownerTag()}-`));
    } catch {
      // A DATA_DIR the backup may not write to: copies in the temporary directory hold the files as well.
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `${IN_TMP}${ownerTag()}-`));
    }
    const staged = new StagedUploads(source, dir);
    try {
      let entries: fs.Dirent[] = [];
      try {
        entries = fs.readdirSync(source, { withFileTypes: true });
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
      }
      for (const entry of entries) if (entry.isFile()) staged.hold(entry.name);
    } catch (error) {
      staged.remove();
      throw error;
    }
    return staged;
  }

  /**
   * Holds the file `name` unless it is held already; false when it is not there. Called for each row of
   * the snapshot right after the snapshot is taken, for uploads stored between the listing and the
   * snapshot.
   */
  hold(name: string): boolean {
    if (this.held.has(name)) return true;
    if (!PLAIN_NAME.test(name)) return false;
    const from = path.join(this.source, name);
    const to = path.join(this.dir, name);
    try {
      fs.linkSync(from, to);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      // Uploads on another file system than DATA_DIR, or one without hard links: a copy holds the
      // content as well, only slower.
      try {
        fs.copyFileSync(from, to);
      } catch (copyError) {
        if (errorCode(copyError) === 'ENOENT') return false;
        throw copyError;
      }
    }
    this.held.add(name);
    return true;
  }

  read(name: string): Buffer {
    return fs.readFileSync(path.join(this.dir, name));
  }

  /** Drops the links; the app's files are untouched. */
  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
    this.forget();
  }
}
