import { createKnex } from '@anpfiff/core/db/create-knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../src/support/accounts';
import { jobPayload } from '../src/support/payloads';
import { freePort, startServer, tempDataDir, type ServerProcess } from '../src/support/server-process';
import { asApiServer, waitForConsumers } from './support/embedded-server';
import { ScratchCluster, scratchClusterUnavailable } from './support/scratch-cluster';
import { attempt, type WriteRecord } from './support/write-burst';

const unavailable = scratchClusterUnavailable();
if (unavailable) console.info(`PostgreSQL outage test skipped: ${unavailable}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readiness(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: await res.json() };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(200);
  }
}

describe.skipIf(unavailable !== undefined)('the PostgreSQL server stopped and started during traffic', () => {
  let cluster: ScratchCluster;
  let server: ServerProcess;
  const data = tempDataDir();
  let club: Member;
  const records: WriteRecord[] = [];

  beforeAll(async () => {
    cluster = new ScratchCluster(await freePort());
    cluster.start();
    const admin = createKnex({ kind: 'postgres', url: cluster.url() });
    await admin.raw('create database anpfiff');
    await admin.destroy();
    server = await startServer({
      DATA_DIR: data.dir,
      DATABASE_URL: cluster.url('anpfiff'),
      LOG_LEVEL: 'warn',
    });
    club = await signUp(asApiServer(server, data.dir), 'club', { fields: { name: 'FC Ausfall' } });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.remove();
    data.remove();
  });

  let serial = 0;
  const write = async () => {
    serial += 1;
    const description = `Ausfallprobe ${serial}: wir suchen eine Trainerin für die Aktiven.`;
    const result = await attempt(() => club.client.post('manage/jobs', jobPayload('CH', { description })));
    records.push({ kind: 'job', key: description, ...result });
    return result;
  };

  it('reports the outage on /readyz, refuses writes politely meanwhile, and recovers without a restart', async () => {
    expect(await readiness(server.url)).toEqual({ status: 200, body: { status: 'ready' } });
    let traffic = true;
    const writer = (async () => {
      while (traffic) {
        await write();
        await sleep(50);
      }
    })();
    await sleep(1500);
    cluster.stop('fast');
    await waitFor('readiness to report the outage', async () => (await readiness(server.url)).status === 503);
    expect(await readiness(server.url)).toEqual({
      status: 503,
      body: { status: 'unavailable', message: 'Datenbank nicht erreichbar' },
    });
    // During the outage a write is answered, with the error contract, not left hanging or crashing.
    const during = await club.client.post('manage/jobs', jobPayload('CH'));
    expect(during.status).toBeGreaterThanOrEqual(500);
    expect(during.body).toEqual({ message: expect.any(String) });
    await sleep(2000);
    cluster.start();
    await waitFor('readiness to come back', async () => (await readiness(server.url)).status === 200);
    await waitFor('a write to succeed again', async () => (await write()).outcome === 'ok');
    traffic = false;
    await writer;
    // The same process served throughout: healthz never went away and the session survived.
    expect((await club.client.get('manage/jobs')).status).toBe(200);
    expect(server.output()).not.toMatch(/"msg":"(event consumer failed|shutting down)"/);
  }, 240_000);

  it('lost nothing committed, and the indexer caught up with the writes made after the outage', async () => {
    await waitForConsumers(server.url);
    let ausfall: number;
    const db = createKnex({ kind: 'postgres', url: cluster.url('anpfiff') });
    try {
      const stored = new Set<string>(await db('jobs').pluck('description'));
      const ok = records.filter((r) => r.outcome === 'ok');
      expect(ok.length).toBeGreaterThan(1);
      for (const record of ok) expect(stored.has(record.key), record.key).toBe(true);
      for (const record of records.filter((r) => r.outcome === 'refused'))
        expect(stored.has(record.key), `${record.key} ${record.status}`).toBe(false);
      const indexed: number = Number((await db('search_jobs').count({ n: '*' }))[0]?.n);
      expect(indexed).toBe(stored.size);
      ausfall = [...stored].filter((d) => d.startsWith('Ausfallprobe')).length;
    } finally {
      await db.destroy();
    }
    // …and the search answers with all of them, the index being fed from the log again.
    const found = await club.client.get<unknown[]>('jobs?query=Ausfallprobe&maxResults=1');
    expect(Number(found.headers['x-total-count'])).toBe(ausfall);
  }, 120_000);
});
