import fs from 'node:fs';
import readline from 'node:readline';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupFileError, parseHeader, parseLine, type BackupHeader, type BackupLine } from './backup-format';
import { BackupTargetError, openPartial, putInPlace, targetError } from './backup-target';
import { removeIfInterrupted } from './interrupt-cleanup';

/**
 * A backup is gzip-compressed JSON lines: the header, then rows and files, then the counts. The closing
 * line makes a file cut short (disk full, interrupted copy) detectable instead of restoring half.
 *
 * The lines go to a partial file beside `file`, which takes the name `file` only once it is complete: a
 * backup that fails or is interrupted leaves no file that looks like a backup, nor one that blocks the
 * name for the next try.
 */
export class BackupWriter {
  private readonly out = new PassThrough();
  private readonly done: Promise<void>;
  private readonly partial: string;
  private readonly forget: () => void;
  private failure: Error | undefined;

  /** Refuses at once a file that exists and a place it cannot write to (BackupTargetError). */
  constructor(private readonly file: string) {
    const { partial, fd } = openPartial(file);
    this.partial = partial;
    this.forget = removeIfInterrupted(() => fs.rmSync(partial, { force: true }));
    this.done = pipeline(this.out, zlib.createGzip(), fs.createWriteStream(partial, { fd }));
    // A write that fails (disk full) is kept for the next write to report, rather than a rejection
    // nobody awaits yet, which would end the process with a stack trace.
    this.done.catch((error: unknown) => {
      this.failure = targetError(file, error);
    });
  }

  async write(line: BackupHeader | BackupLine): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.out.write(`${JSON.stringify(line)}\n`))
      await new Promise<void>((resolve, reject) => {
        this.out.once('drain', resolve);
        this.done.catch(() => reject(this.failure));
      });
  }

  /** Ends the file and puts it in place; on failure nothing is left, neither the file nor the partial one. */
  async close(): Promise<void> {
    this.out.end();
    try {
      await this.done;
      putInPlace(this.partial, this.file);
    } catch (error) {
      this.abort();
      throw this.failure ?? (error instanceof BackupTargetError ? error : targetError(this.file, error));
    }
    this.forget();
  }

  /** Gives up: the stream is torn down and the partial file removed. */
  abort(): void {
    this.out.destroy();
    this.done.catch(() => undefined);
    fs.rmSync(this.partial, { force: true });
    this.forget();
  }
}

function parseJson(text: string, at: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupFileError(`Zeile ${at} der Sicherung ist kein lesbares JSON`);
  }
}

function unreadable(error: unknown): BackupFileError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR'
      ? 'sie ist nicht mit gzip gepackt oder beschädigt'
      : code === 'EISDIR'
        ? 'sie ist ein Ordner, keine Datei'
        : code === 'EACCES' || code === 'EPERM'
          ? 'dieser Benutzer darf sie nicht lesen'
          : code === 'ENOENT'
            ? 'es gibt sie nicht'
            : error instanceof Error
              ? error.message
              : String(error);
  return new BackupFileError(`die Sicherung ist nicht lesbar: ${reason}`);
}

/** Reads a backup line by line: the header first, then every row and file, checking the closing counts. */
export async function* readBackup(file: string): AsyncGenerator<BackupHeader | BackupLine> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  // pipe() passes no error of the file on (a directory, no permission): unhandled, it ended the process.
  input.on('error', (error) => gunzip.destroy(error));
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let at = 0;
  let header = false;
  let ended = false;
  try {
    for await (const text of lines) {
      at += 1;
      if (text === '') continue;
      const value = parseJson(text, at);
      if (!header) {
        header = true;
        yield parseHeader(value);
        continue;
      }
      if (ended) throw new BackupFileError('die Sicherung hat Zeilen nach ihrem Ende');
      const line = parseLine(value, at);
      if ('end' in line) ended = true;
      yield line;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw unreadable(error);
  } finally {
    // Also when the reader stops early (readBackupHeader): the file is closed.
    input.destroy();
  }
  if (!header) throw new BackupFileError('die Sicherung ist leer');
  if (!ended) throw new BackupFileError('die Sicherung ist unvollständig: ihre Schlusszeile fehlt');
}

/** Reads and checks the header alone: a file that is no backup is refused before anything is changed. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readBackup(file);
  try {
    const first = await lines.next();
    // readBackup throws for a file without lines; its first line is the checked header.
    return first.value as BackupHeader;
  } finally {
    await lines.return(undefined);
  }
}
