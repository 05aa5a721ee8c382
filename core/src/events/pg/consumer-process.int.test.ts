import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { createKnex } from '../../db/create-knex';
import { migrateToLatest } from '../../db/migrate';
import { createScratchPostgres, testDatabaseKinds } from '../../testing/test-databases';
import { createEffectTables, effectHandler, effectState } from '../testing/crash-effect';
import { appendCommitted, clubUpdated, waitFor } from '../testing/event-log-testing';
import { createPgEventLog } from './pg-event-log';

const FIXTURE = fileURLToPath(new URL('../testing/consumer-process.ts', import.meta.url));

interface Child {
  process: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function startFixture(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exit };
}

/** A database both this test and the fixture process can open: a PGlite directory or a server database. */
async function sharedDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    const scratch = await createScratchPostgres();
    return {
      location: scratch.url,
      open: () => createKnex({ kind: 'postgres', url: scratch.url }),
      remove: scratch.drop,
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-events-'));
  return {
    location: dataDir,
    open: () => createKnex({ kind: 'pglite', dataDir }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Runs `body` with the database open, closing it afterwards: PGlite allows one process at a time. */
async function withDb<T>(open: () => Knex, body: (db: Knex) => Promise<T>): Promise<T> {
  const db = open();
  try {
    return await body(db);
  } finally {
    await db.destroy();
  }
}

describe.each(testDatabaseKinds())('consumer processes on %s', { timeout: 180_000 }, (kind) => {
  it('hands the event again to a consumer that died between handling and checkpointing; the effect happens once', async () => {
    const shared = await sharedDatabase(kind);
    try {
      const offsets = await withDb(shared.open, async (db) => {
        await migrateToLatest(db);
        await createEffectTables(db);
        const log = await createPgEventLog(db);
        const appended = await appendCommitted(
          log,
          db,
          [1, 2, 3, 4, 5].map((v) => clubUpdated(`a${v}`, v)),
        );
        await log.close();
        return appended;
      });

      const crashed = startFixture({
        FIXTURE_DB: shared.location,
        FIXTURE_MODE: 'crash',
        FIXTURE_CRASH_ON: 'a3',
        FIXTURE_BATCH_SIZE: '1',
      });
      expect(await crashed.exit, crashed.output()).toBe(75);

      await withDb(shared.open, async (db) => {
        const log = await createPgEventLog(db);
        expect((await log.checkpoint('fixture'))?.offset).toBe(offsets[1]);
        const restarted = await log.subscribe({ group: 'fixture', handler: effectHandler, batchSize: 1 });
        await waitFor('the restarted consumer to catch up', async () => {
          return (await log.checkpoint('fixture'))?.offset === offsets[4];
        });
        await restarted.stop();
        await log.close();

        const state = await effectState(db);
        expect(offsets.map((o) => state.perOffset.get(o))).toEqual([1, 1, 2, 1, 1]);
        expect(state.effects).toBe(5);
        expect(state.total).toBe(1 + 2 + 3 + 4 + 5);
      });
    } finally {
      await shared.remove();
    }
  });

  it('finishes the batch and stores its checkpoint on SIGTERM, then exits cleanly', async () => {
    const shared = await sharedDatabase(kind);
    try {
      const offsets = await withDb(shared.open, async (db) => {
        await migrateToLatest(db);
        await createEffectTables(db);
        const log = await createPgEventLog(db);
        const appended = await appendCommitted(
          log,
          db,
          Array.from({ length: 20 }, (_, i) => clubUpdated(`s${i}`, 1)),
        );
        await log.close();
        return appended;
      });

      const child = startFixture({
        FIXTURE_DB: shared.location,
        FIXTURE_MODE: 'sigterm',
        FIXTURE_BATCH_SIZE: '10',
      });
      await waitFor('the first handled event', () => child.output().includes('FIXTURE handling'), 120_000);
      child.process.kill('SIGTERM');
      expect(await child.exit, child.output()).toBe(0);
      expect(child.output()).toContain('FIXTURE stopped');

      await withDb(shared.open, async (db) => {
        const log = await createPgEventLog(db);
        expect((await log.checkpoint('fixture'))?.offset).toBe(offsets[9]);
        await log.close();
        const state = await effectState(db);
        expect(state.effects).toBe(10);
        expect([...state.perOffset.values()].every((n) => n === 1)).toBe(true);
      });
    } finally {
      await shared.remove();
    }
  });
});
