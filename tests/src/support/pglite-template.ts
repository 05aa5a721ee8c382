import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer, tempDataDir } from './server-process';

// Whatever decides what a freshly migrated database looks like.
const SCHEMA_SOURCES = [
  path.join(ROOT, 'core/src/db/migrations'),
  path.join(ROOT, 'core/src/db/migration-list.ts'),
  path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
];

function filesOf(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((name) => filesOf(path.join(target, name)));
}

function schemaKey(): string {
  const hash = createHash('sha256');
  for (const file of SCHEMA_SOURCES.flatMap(filesOf)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'anpfiff-pglite-migrated-';

/** Templates of earlier schemas are of no further use once a newer one exists. */
function removeStaleTemplates(current: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), name);
    if (!name.startsWith(TEMPLATE_PREFIX) || dir === current) continue;
    try {
      if (fs.statSync(dir).mtimeMs < hourAgo) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another test process removed it first
    }
  }
}

/** Starts the real server once on an empty directory, lets it migrate, and keeps the stopped result. */
async function buildTemplate(template: string): Promise<void> {
  const data = tempDataDir();
  try {
    const server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    const code = await server.stop();
    if (code !== 0) throw new Error(`template server exited with ${code}:\n${server.output()}`);
    fs.renameSync(data.dir, template);
  } catch (error) {
    data.remove();
    // Another test file built the same template at the same moment: theirs is as good as ours.
    if (!fs.existsSync(template)) throw error;
  }
}

/**
 * A DATA_DIR whose PGlite database is already migrated. Creating and migrating a PGlite database is
 * most of a server start; the migrated files are made once per schema (by the real server, stopped
 * cleanly) and copied for every test server, so each server still gets a database of its own.
 */
export async function migratedPgliteDataDir(): Promise<{ dir: string; remove(): void }> {
  const template = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${schemaKey()}`);
  if (!fs.existsSync(template)) {
    await buildTemplate(template);
    removeStaleTemplates(template);
  }
  const data = tempDataDir();
  fs.cpSync(path.join(template, 'db'), path.join(data.dir, 'db'), { recursive: true });
  return data;
}
