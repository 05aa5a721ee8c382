import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ownerTag, removeLeftovers } from './leftovers';

/** A backup refused for the place it was to be written: the message names the path and the reason. */
export class BackupTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupTargetError';
  }
}

const PARTIAL = '.partial-';

/** The owner part of a partial file's name (`.<name>.partial-<pid>-<host>-<random>`), or undefined. */
function partialTag(name: string): string | undefined {
  return /^\..+\.partial-(\d+-.+-[0-9a-f]{8})$/.exec(name)?.[1];
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Why `file` could not be made or written, in the words an operator acts on. */
export function targetError(file: string, error: unknown): BackupTargetError {
  const dir = path.dirname(file);
  const code = errorCode(error);
  const reason =
    code === 'ENOENT'
      ? `den Ordner ${dir} gibt es nicht, oder er nimmt keine Dateien auf`
      : code === 'EACCES' || code === 'EPERM'
        ? `dieser Benutzer darf in ${dir} nicht schreiben`
        : code === 'ENOTDIR'
          ? `ein Teil von ${dir} ist eine Datei, kein Ordner`
          : code === 'EROFS'
            ? 'das Dateisystem ist schreibgeschützt'
            : code === 'ENOSPC' || code === 'EDQUOT'
              ? 'der Datenträger ist voll'
              : code === 'ENAMETOOLONG'
                ? 'der Name ist zu lang'
                : error instanceof Error
                  ? error.message
                  : String(error);
  return new BackupTargetError(`${file} lässt sich nicht schreiben: ${reason}.`);
}

function exists(file: string): BackupTargetError {
  return new BackupTargetError(`${file} gibt es schon; eine Sicherung überschreibt nie eine Datei.`);
}

/**
 * Creates the file a backup is written to until it is complete: beside `file`, so the rename into place
 * stays on one file system; hidden, and not named like a backup, so nothing takes it for one; for its
 * owner alone (mode 0600), as it holds every account's address, password hash and session. The name
 * carries its process (ownerTag): the partial files of backups that were killed are removed here.
 */
export function openPartial(file: string): { partial: string; fd: number } {
  if (fs.existsSync(file)) throw exists(file);
  const dir = path.dirname(file);
  removeLeftovers(dir, partialTag);
  const partial = path.join(
    dir,
    `.${path.basename(file)}${PARTIAL}${ownerTag()}-${randomBytes(4).toString('hex')}`,
  );
  try {
    return { partial, fd: fs.openSync(partial, 'wx', 0o600) };
  } catch (error) {
    throw targetError(file, error);
  }
}

/** Flushes the complete partial file to the disk and gives it the name `file`, never over a file there. */
export function putInPlace(partial: string, file: string): void {
  const fd = fs.openSync(partial, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    // A link fails on an existing name, where a rename would replace it.
    fs.linkSync(partial, file);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') throw exists(file);
    // A file system without hard links (FAT, some network shares): checked, then renamed. Only a file
    // made at that name in the moment between would be replaced.
    if (fs.existsSync(file)) throw exists(file);
    try {
      fs.renameSync(partial, file);
    } catch (renameError) {
      throw targetError(file, renameError);
    }
    return;
  }
  fs.rmSync(partial, { force: true });
}
