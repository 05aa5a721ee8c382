import { performance } from 'node:perf_hooks';
import type { ScaleName } from '@anpfiff/api/seed/large/large-plan';
import { DEMO_PASSWORD } from '@anpfiff/api/seed/seed-demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../src/support/api-client';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { type DatasetAccounts, datasetAccounts } from '../src/support/dataset-accounts';
import { demoSlugs } from '../src/support/demo-slugs';
import { jobPayload, personProfile } from '../src/support/payloads';
import { freePort, startServer, type ServerProcess } from '../src/support/server-process';
import { LoadStats } from './support/load-stats';
import { seededRandom } from './support/write-burst';

// 64 clients of mixed traffic; 10 s in `npm test`, 60 s with RELIABILITY_FULL=1. The data is the demo data,
// or a DATA_DIR seeded with `npm run seed -- --scale large` (or LOAD_SCALE, e.g. medium) named by
// LOAD_DATA_DIR (a copy is not made: the run edits profiles and offers in it). Figures are printed, not
// asserted: only errors fail the test.
const FULL = process.env.RELIABILITY_FULL === '1';
const SECONDS = Number(process.env.LOAD_SECONDS ?? (FULL ? 60 : 10));
const CLIENTS = 64;
const DATA_DIR = process.env.LOAD_DATA_DIR;

/** Who signs in: the demo club and demo persons, or accounts of the seeded data set. */
function accounts(): DatasetAccounts {
  if (DATA_DIR) return datasetAccounts((process.env.LOAD_SCALE ?? 'large') as ScaleName, CLIENTS);
  return {
    club: 'verein@example.com',
    persons: Array.from({ length: CLIENTS }, (_, i) => `person-ch-${2 + i}@example.com`),
  };
}
const WORDS = ['trainer', 'schiedsrichter', 'zürich', 'bern', 'torwart', 'fc', 'junioren', 'physio', 'basel'];
const STATES = ['CH-ZH', 'CH-BE', 'CH-LU', 'CH-AG', 'CH-SG', 'CH-BS'];

describe(`${CLIENTS} concurrent clients of mixed traffic for ${SECONDS} s`, () => {
  let server: DemoServer | ServerProcess;
  let slugs: { clubs: string[]; jobs: string[]; people: string[] };
  const signInAs = accounts();

  beforeAll(async () => {
    server = DATA_DIR
      ? await startServer(
          { DATA_DIR, SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(await freePort()) },
          600_000,
        )
      : await startDemoServer();
    slugs = await demoSlugs(server.url);
  }, 600_000);

  afterAll(async () => {
    await ('close' in server ? server.close() : server?.stop());
  });

  it('answers every request without an error and reports p95 per endpoint', async () => {
    const stats = new LoadStats();
    const random = seededRandom(42);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const deadline = performance.now() + SECONDS * 1000;

    const timed = async (endpoint: string, send: () => Promise<ApiResponse>) => {
      const started = performance.now();
      try {
        const res = await send();
        const failure = res.status === 200 ? undefined : `${res.status} ${res.text.slice(0, 120)}`;
        stats.record(endpoint, performance.now() - started, failure);
      } catch (error) {
        stats.record(endpoint, performance.now() - started, (error as Error).message);
      }
    };

    const client = async (index: number) => {
      // Each client from an address of its own, as real visitors come; the login limit counts per address.
      const api = new ApiClient(server.port, { localAddress: `127.0.1.${index + 1}` });
      // One club (its offers are edited), half persons, the rest visitors. Every signed-in
      // client has an account of its own: the per-account login limit counts simultaneous attempts too.
      const role = index === 0 ? 'club' : index % 2 === 1 ? 'person' : 'visitor';
      const email = role === 'club' ? signInAs.club : (signInAs.persons[index] ?? '');
      const signIn = () =>
        timed('POST /api/login', () => api.post('login', { username: email, password: DEMO_PASSWORD }));
      if (role !== 'visitor') await signIn();
      let own: string | undefined;
      if (role === 'club') {
        const jobs = await api.get<{ slug: string }[]>('manage/jobs');
        own = jobs.body[0]?.slug;
      }
      let signIns = 1;
      // A signed-in client's first request is its edit (0.8–0.9 below), made even when the deadline passed
      // while its login waited behind the others' password hashes: every kind of write is in the mix on
      // a slow machine too.
      let first = role !== 'visitor';
      while (first || performance.now() < deadline) {
        const roll = first ? 0.85 : random();
        first = false;
        if (roll < 0.35) {
          const kind = pick(['jobs', 'clubs', 'people'] as const);
          const query =
            random() < 0.6 ? `query=${encodeURIComponent(pick(WORDS))}` : `states=${pick(STATES)}`;
          await timed(`GET /api/${kind}?…`, () => api.get(`${kind}?${query}&page=0&maxResults=20`));
        } else if (roll < 0.45) {
          const kind = pick(['jobs', 'people'] as const);
          await timed(`GET /api/${kind}/facets`, () => api.get(`${kind}/facets?states=${pick(STATES)}`));
        } else if (roll < 0.75) {
          const kind = pick(['jobs', 'clubs', 'people'] as const);
          await timed(`GET /api/${kind}/{slug}`, () => api.get(`${kind}/${pick(slugs[kind])}`));
        } else if (roll < 0.8) {
          await timed('GET /api/stats', () => api.get('stats'));
        } else if (roll < 0.9 && role === 'person') {
          const body = personProfile('CH', {
            description: `Lastprobe ${Math.floor(random() * 1e6)}: Schiedsrichterin sucht Verein.`,
          });
          await timed('PUT /api/manage/person', () => api.put('manage/person', body));
        } else if (roll < 0.9 && role === 'club' && own) {
          const slug = own;
          const body = jobPayload('CH', {
            description: `Lastprobe ${Math.floor(random() * 1e6)}: wir suchen eine Trainerin.`,
          });
          await timed('PUT /api/manage/jobs/{slug}', () => api.put(`manage/jobs/${slug}`, body));
        } else if (roll < 0.95 && role !== 'visitor') {
          await timed('GET /api/manage/…/matchings', () =>
            api.get(role === 'person' ? 'manage/person/matchings' : `manage/jobs/${own}/matchings`),
          );
        } else if (role !== 'visitor' && signIns < 40) {
          signIns += 1;
          await signIn();
        } else {
          await timed('GET /api/authentication', () => api.get('authentication'));
        }
      }
    };

    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    console.info(`load: ${CLIENTS} clients for ${SECONDS} s`);
    console.table(stats.table(SECONDS));
    expect(stats.errors.slice(0, 10)).toEqual([]);
    for (const endpoint of [
      'POST /api/login',
      'PUT /api/manage/person',
      'PUT /api/manage/jobs/{slug}',
      'GET /api/jobs?…',
    ])
      expect(stats.endpoints()).toContain(endpoint);
  }, 900_000);
});
