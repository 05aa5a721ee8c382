import { createKnex } from '@anpfiff/core/db/create-knex';
import { createScratchPostgres } from '@anpfiff/core/testing/test-databases';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, tempDataDir } from '../src/support/server-process';

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.json();
}

async function eventCount(dataDir: string): Promise<number> {
  const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    return Number((await db('events').count({ n: '*' }).first())?.n);
  } finally {
    await db.destroy();
  }
}

// Each test starts the real server once or twice (migrate, seed, catch the consumers up): minutes, not seconds.
const STARTS = 360_000;

describe('npm start on the embedded database', () => {
  it(
    'seeds demo data on first start, keeps every row on restart and never seeds twice',
    async () => {
      const data = tempDataDir();
      try {
        const first = await startServer({ DATA_DIR: data.dir });
        expect(await getJson(`${first.url}/healthz`)).toEqual({ status: 'ok' });
        expect(await getJson(`${first.url}/readyz`)).toEqual({ status: 'ready' });
        const stats = (await getJson(`${first.url}/api/stats`)) as Record<string, number>;
        expect(Object.keys(stats).sort()).toEqual([
          'motivatedPersonProfileCount',
          'totalClubProfileCount',
          'totalJobOfferCount',
          'totalPersonProfileCount',
        ]);
        for (const value of Object.values(stats)) expect(value).toBeGreaterThan(0);
        // The log is read whole after the stop: a line can reach the pipe after the server already answers.
        expect(await first.stop()).toBe(0);
        expect(first.output()).toContain('demo data seeded');
        const events = await eventCount(data.dir);
        expect(events).toBeGreaterThan(0);

        const second = await startServer({ DATA_DIR: data.dir });
        expect(await getJson(`${second.url}/api/stats`)).toEqual(stats);
        expect(await second.stop()).toBe(0);
        expect(second.output()).not.toContain('demo data seeded');
        expect(await eventCount(data.dir)).toBe(events);
      } finally {
        data.remove();
      }
    },
    STARTS,
  );

  it('refuses to start on a bad configuration, naming each problem', async () => {
    await expect(
      startServer({ DATABASE_URL: 'mysql://nope', SEED_DEMO: 'vielleicht' }, 20_000),
    ).rejects.toThrow(
      /Ungültige Konfiguration:\n {2}DATABASE_URL: muss mit postgres:\/\/ oder postgresql:\/\/ beginnen[\s\S]*SEED_DEMO: muss true oder false sein/,
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm start on a PostgreSQL server', () => {
  it(
    'migrates, seeds when asked and keeps the data across a restart',
    async () => {
      const scratch = await createScratchPostgres();
      try {
        const env = { DATABASE_URL: scratch.url, SEED_DEMO: 'true' };
        const first = await startServer(env);
        const stats = (await getJson(`${first.url}/api/stats`)) as Record<string, number>;
        for (const value of Object.values(stats)) expect(value).toBeGreaterThan(0);
        expect(await first.stop()).toBe(0);

        const second = await startServer(env);
        expect(await getJson(`${second.url}/api/stats`)).toEqual(stats);
        expect(await second.stop()).toBe(0);
        expect(second.output()).not.toContain('demo data seeded');
      } finally {
        await scratch.drop();
      }
    },
    STARTS,
  );

  it(
    'does not seed demo data into a server database by default',
    async () => {
      const scratch = await createScratchPostgres();
      try {
        const server = await startServer({ DATABASE_URL: scratch.url });
        expect(await getJson(`${server.url}/api/stats`)).toEqual({
          totalClubProfileCount: 0,
          totalJobOfferCount: 0,
          motivatedPersonProfileCount: 0,
          totalPersonProfileCount: 0,
        });
        expect(await server.stop()).toBe(0);
      } finally {
        await scratch.drop();
      }
    },
    STARTS,
  );
});

if (!process.env.TEST_DATABASE_URL) {
  console.info('PostgreSQL start tests skipped: TEST_DATABASE_URL is not set.');
}
