import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleCopies, schemaKey } from '@anpfiff/core/testing/schema-key';
import { startServer, tempDataDir } from './server-process';

const TEMPLATE_PREFIX = 'anpfiff-pglite-migrated-';

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
    removeStaleCopies(TEMPLATE_PREFIX, template);
  }
  const data = tempDataDir();
  fs.cpSync(path.join(template, 'db'), path.join(data.dir, 'db'), { recursive: true });
  return data;
}
