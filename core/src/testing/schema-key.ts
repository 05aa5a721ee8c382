import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Whatever decides what a freshly migrated database looks like: the migrations and the PGlite build.
const SCHEMA_SOURCES = [
  at('../db/migrations'),
  at('../db/migration-list.ts'),
  at('../../../node_modules/@electric-sql/pglite/package.json'),
];

/** The file itself, or every file under the directory in name order; nothing when it does not exist. */
export function filesUnder(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((name) => filesUnder(path.join(target, name)));
}

/** A short hash of the files under `sources` (files or directories), names and contents. */
export function sourcesKey(sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** A hash of the schema sources: migrated databases kept for tests are reused while it holds. */
export function schemaKey(): string {
  return sourcesKey(SCHEMA_SOURCES);
}

/**
 * Removes the temp directory's copies named `prefix` + an earlier key: of no further use once the sources
 * changed. Only those an hour old, so that a suite running on the earlier sources keeps its own.
 */
export function removeStaleCopies(prefix: string, current: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const copy = path.join(os.tmpdir(), name);
    if (!name.startsWith(prefix) || copy === current) continue;
    try {
      if (fs.statSync(copy).mtimeMs < hourAgo) fs.rmSync(copy, { recursive: true, force: true });
    } catch {
      // another test process removed it first
    }
  }
}
