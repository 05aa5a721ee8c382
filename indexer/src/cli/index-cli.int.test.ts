import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { runCommandScript } from '@anpfiff/core/testing/command-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTION_VERSIONS } from '../projections/projection-versions';

const script = fileURLToPath(new URL('./index-command.ts', import.meta.url));

// Each test boots the embedded database several times and runs the command in a process of its own.
describe('npm run index as a command', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-index-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const open = () => createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });

  it('stores the projection version of the kinds a rebuild by hand swapped in, so the next start does not repeat it', async () => {
    const before = open();
    try {
      await migrateToLatest(before);
      // As if every kind's documents followed the projection of an earlier release.
      await before('indexer_state').update({ projectionVersion: 0 });
    } finally {
      await before.destroy();
    }

    const rebuilt = await runCommandScript(script, ['rebuild', '--kind', 'jobs'], dataDir);
    expect(rebuilt.code, rebuilt.output).toBe(0);
    expect(rebuilt.output).toContain('jobs: 0 Dokumente, neuer Index in Betrieb');

    const after = open();
    try {
      expect(await after('indexer_state').orderBy('kind').select('kind', 'projectionVersion')).toEqual([
        { kind: 'clubs', projectionVersion: 0 },
        { kind: 'jobs', projectionVersion: PROJECTION_VERSIONS.jobs },
        { kind: 'people', projectionVersion: 0 },
      ]);
    } finally {
      await after.destroy();
    }
  }, 180_000);
});
