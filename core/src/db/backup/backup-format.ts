import { z } from 'zod';

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

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string()) })),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(value: unknown, at: PropertyKey[]): unknown {
  return at.reduce<unknown>(
    (inner, key) => (isRecord(inner) || Array.isArray(inner) ? inner[key as never] : undefined),
    value,
  );
}

/**
 * The first line, checked whole: everything a restore reads from it (the schema to migrate to, the tables
 * and columns to fill) is there and of its type. Any JSON can stand in a gzip file; without this check a
 * file with a bare `{"format":"anpfiff-backup","version":1}` got as far as an English TypeError.
 */
export function parseHeader(value: unknown): BackupHeader {
  if (!isRecord(value) || value.format !== BACKUP_FORMAT || value.version !== BACKUP_VERSION)
    throw new BackupFileError(
      'die Datei ist keine Anpfiff-Sicherung in einem Format, das diese Version liest',
    );
  const parsed = headerSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const at = issue?.path ?? [];
  const name = at
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .slice(1);
  throw new BackupFileError(
    `die Datei ist keine vollständige Sicherung: ${
      valueAt(value, at) === undefined
        ? `ihrer Kopfzeile fehlt "${name}"`
        : `"${name}" in ihrer Kopfzeile ist ungültig`
    }`,
  );
}

const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/** A line after the header: a row, a file or the closing counts, or the file is refused with its line. */
export function parseLine(value: unknown, at: number): BackupLine {
  if (isRecord(value)) {
    if (typeof value.t === 'string' && isRecord(value.r)) return value as BackupLine;
    if (typeof value.file === 'string' && typeof value.data === 'string') return value as BackupLine;
    if (
      value.end === true &&
      isCount(value.files) &&
      isRecord(value.rows) &&
      Object.values(value.rows).every(isCount)
    )
      return value as BackupLine;
  }
  throw new BackupFileError(`Zeile ${at} der Sicherung ist weder Datensatz noch Datei noch Schlusszeile`);
}
