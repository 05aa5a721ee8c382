import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';

export const BACKUP_FORMAT = 'anpfiff-backup';
export const BACKUP_VERSION = 1;

export interface BackupTable {
  name: string;
  /** Columns written to the file: every column the table stores (generated ones are recomputed). */
  columns: string[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Migrations applied in the database the backup was taken of, in order. */
  migrations: string[];
  /** In foreign-key order: a table comes after every table it references. */
  tables: BackupTable[];
}

/** One line of the file after the header: a row, a file under DATA_DIR, or the closing counts. */
export type BackupLine =
  | { t: string; r: Record<string, unknown> }
  | { file: string; data: string }
  | { end: true; rows: Record<string, number>; files: number };

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/**
 * A backup is gzip-compressed JSON lines: the header, then rows and files, then the counts. The closing
 * line makes a file cut short (disk full, interrupted copy) detectable instead of restoring half.
 */
export class BackupWriter {
  private readonly out = new PassThrough();
  private readonly done: Promise<void>;
  private failure: Error | undefined;

  constructor(file: string) {
    // Owner only: a backup holds every account's address, password hash and session.
    this.done = pipeline(
      this.out,
      zlib.createGzip(),
      fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
    // A file that cannot be written fails before the first line is out: kept for the next write to
    // report, rather than a rejection nobody awaits yet, which would end the process with a stack trace.
    this.done.catch((error: unknown) => {
      this.failure = error instanceof Error ? error : new Error(String(error));
    });
  }

  async write(line: BackupHeader | BackupLine): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.out.write(`${JSON.stringify(line)}\n`))
      await new Promise<void>((resolve, reject) => {
        this.out.once('drain', resolve);
        this.done.catch(reject);
      });
  }

  async close(): Promise<void> {
    this.out.end();
    await this.done;
  }

  /** Gives up: the stream is torn down; the caller removes the partial file. */
  abort(): void {
    this.out.destroy();
    this.done.catch(() => undefined);
  }
}

function parseLine(text: string, at: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupFileError(`Zeile ${at} der Sicherung ist kein lesbares JSON`);
  }
}

/** Reads a backup line by line: the header first, then every row and file, checking the closing counts. */
export async function* readBackup(file: string): AsyncGenerator<BackupHeader | BackupLine> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let at = 0;
  let ended = false;
  try {
    for await (const text of lines) {
      at += 1;
      if (text === '') continue;
      const line = parseLine(text, at) as BackupHeader | BackupLine;
      if (at === 1) {
        const header = line as BackupHeader;
        if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
          throw new BackupFileError(
            'die Datei ist keine Anpfiff-Sicherung in einem Format, das diese Version liest',
          );
      } else if (ended) {
        throw new BackupFileError('die Sicherung hat Zeilen nach ihrem Ende');
      }
      if ('end' in line) ended = true;
      yield line;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(
      `die Sicherung ist nicht lesbar (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!ended) throw new BackupFileError('die Sicherung ist unvollständig: ihre Schlusszeile fehlt');
}
