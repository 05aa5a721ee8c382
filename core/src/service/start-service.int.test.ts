import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger/logger';
import { loadConfig } from '../config/config';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { type RunningWork, startService } from './start-service';

const logger = createLogger({ level: 'silent' });
const config = loadConfig({});

async function get(port: number, path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, body: await res.text() };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never held');
}

/** Work that runs until stopped, or fails when told to. */
function work(): RunningWork & { fail(error: Error): void; stopped: boolean } {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => ((end = resolve), (fail = reject)));
  const handle = {
    stopped: false,
    done,
    fail,
    async stop() {
      handle.stopped = true;
      end();
    },
  };
  return handle;
}

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('startService', () => {
  it('waits for the migrations with 503, then serves ready, metrics, and stops gracefully', async () => {
    database = await openTestDatabase('pglite', { migrate: false });
    const db = database.db;
    const running = work();
    let starts = 0;
    const service = await startService(
      { name: 'test', start: async () => ((starts += 1), running) },
      { config, db, logger, port: 0, host: '127.0.0.1', migrationPollMs: 20 },
    );
    await until(async () => (await get(service.port, '/readyz')).body.includes('Migrationen ausstehend'));
    expect((await get(service.port, '/readyz')).status).toBe(503);
    expect(await get(service.port, '/healthz')).toEqual({ status: 200, body: '{"status":"ok"}' });
    expect(starts).toBe(0);

    await migrateToLatest(db);
    await until(async () => (await get(service.port, '/readyz')).status === 200);
    expect(starts).toBe(1);
    const metrics = await get(service.port, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('anpfiff_process_resident_memory_bytes');
    expect((await get(service.port, '/nope')).status).toBe(404);

    await service.stop();
    await service.done;
    expect(running.stopped).toBe(true);
    await expect(get(service.port, '/healthz')).rejects.toThrow();
  });

  it('ends with the error when its work fails for good', async () => {
    database = await openTestDatabase('pglite');
    const running = work();
    const service = await startService(
      { name: 'test', start: async () => running },
      { config, db: database.db, logger, port: 0, host: '127.0.0.1' },
    );
    await until(async () => (await get(service.port, '/readyz')).status === 200);
    running.fail(new Error('consumer gave up'));
    await expect(service.done).rejects.toThrow('consumer gave up');
    await expect(get(service.port, '/readyz')).rejects.toThrow();
  });

  it('stopped while waiting for migrations, never starts its work', async () => {
    database = await openTestDatabase('pglite', { migrate: false });
    let starts = 0;
    const service = await startService(
      { name: 'test', start: async () => ((starts += 1), work()) },
      { config, db: database.db, logger, port: 0, host: '127.0.0.1', migrationPollMs: 20 },
    );
    await until(async () => (await get(service.port, '/readyz')).body.includes('Migrationen'));
    await service.stop();
    await service.done;
    expect(starts).toBe(0);
  });

  it('answers 503 from the moment it stops, and keeps answering until its work has stopped', async () => {
    database = await openTestDatabase('pglite');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let stopsBegun = 0;
    const running: RunningWork = {
      done: released,
      async stop() {
        stopsBegun += 1;
        // Finishing the batch in hand and storing the checkpoint take a while.
        await released;
      },
    };
    const service = await startService(
      { name: 'test', start: async () => running },
      { config, db: database.db, logger, port: 0, host: '127.0.0.1' },
    );
    await until(async () => (await get(service.port, '/readyz')).status === 200);
    const stopped = service.stop();
    await until(async () => stopsBegun === 1);
    expect(await get(service.port, '/readyz')).toEqual({
      status: 503,
      body: '{"status":"unavailable","message":"Dienst wird beendet"}',
    });
    expect((await get(service.port, '/healthz')).status).toBe(200);
    release();
    await stopped;
    await expect(get(service.port, '/healthz')).rejects.toThrow();
  });
});
