import { createJob } from '@anpfiff/api/commands/create-job';
import { deleteJob } from '@anpfiff/api/commands/delete-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { updateJob } from '@anpfiff/api/commands/update-job';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { rebuildTableOf } from '@anpfiff/core/search/pg/pg-search-rebuild-copy';
import { tableExists } from '@anpfiff/core/search/pg/pg-search-tables';
import { query } from '@anpfiff/core/search/search-engine.contract';
import type { SearchEngine } from '@anpfiff/core/search/search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, JobOffer } from '@anpfiff/schemas/entities/profiles';
import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexerHandler } from './indexer-handler';
import { REBUILD_BATCH_SIZE, rebuildIndex } from './rebuild';
import { feedEvents } from './testing/feed-events';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const club = (name: string): ClubProfile => ({
  name,
  description: '',
  address: place,
  contactInformation: {},
});
const job: JobOffer = {
  clubFunction: 'PLATZWART',
  salary: 0,
  searchRadius: 0,
  description: 'Rasen mähen.',
  jobExtras: [],
  address: place,
  contactInformation: {},
};

describe.each(testDatabaseKinds())('rebuildIndex on %s', (kind) => {
  let t: TestDatabase;
  let engine: PgSearchEngine;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    engine = new PgSearchEngine(t.db);
    // More offers than one batch, to walk the keyset pages; plus an unverified club that stays out.
    const verified = await registerClub(
      t.db,
      { email: 'a@example.com', passwordHash: 'x', country: 'CH' },
      club('FC A'),
    );
    await verifyAccount(t.db, verified.accountId);
    for (let i = 0; i < REBUILD_BATCH_SIZE + 3; i++) await createJob(t.db, verified.clubId, job);
    const pending = await registerClub(
      t.db,
      { email: 'b@example.com', passwordHash: 'x', country: 'CH' },
      club('FC B'),
    );
    await createJob(t.db, pending.clubId, job);
  }, 300_000);
  afterAll(() => t.close());

  it('stops when told to (Ctrl-C), dropping its copy and keeping the index in service', async () => {
    await rebuildIndex(t.db, engine, 'jobs');
    const before = (await engine.query(query({ size: 100 }))).total;
    expect(before).toBe(REBUILD_BATCH_SIZE + 3);
    const stop = new AbortController();
    // Stopped once the first batch is in the copy.
    const run = rebuildIndex(t.db, engine, 'jobs', (done) => done > 0 && stop.abort(), stop.signal);
    await expect(run).rejects.toThrow(/abort/i);
    expect(await tableExists(t.db, rebuildTableOf('jobs'))).toBe(false);
    expect((await engine.query(query({ size: 100 }))).total).toBe(before);
  });

  it('fills each kind from the visible rows in batches, reporting progress against the source count', async () => {
    const progress: [number, number][] = [];
    const report = await rebuildIndex(t.db, engine, 'jobs', (done, expected) =>
      progress.push([done, expected]),
    );
    expect(report).toEqual({ kind: 'jobs', documents: REBUILD_BATCH_SIZE + 3, swapped: true });
    expect(progress).toEqual([
      [0, REBUILD_BATCH_SIZE + 3],
      [REBUILD_BATCH_SIZE, REBUILD_BATCH_SIZE + 3],
      [REBUILD_BATCH_SIZE + 3, REBUILD_BATCH_SIZE + 3],
    ]);
    expect(await rebuildIndex(t.db, engine, 'clubs')).toEqual({ kind: 'clubs', documents: 1, swapped: true });
    expect(await rebuildIndex(t.db, engine, 'people')).toEqual({
      kind: 'people',
      documents: 0,
      swapped: true,
    });
    const clubs = await engine.query(query({ kind: 'clubs' }));
    expect(clubs.hits.map((h) => h.card.name)).toEqual(['FC A']);
  });

  it('keeps what the indexer changed while a batch was on its way from the source to the index', async () => {
    // The first batch is read; before it is written, an offer of it is deleted and another one changed,
    // and the indexer handles both events.
    async function* changedAfterReading(batches: AsyncIterable<SearchDocument[]>) {
      let first = true;
      for await (const batch of batches) {
        if (first) {
          first = false;
          const [gone, changed] = batch.map((d) => d.id);
          const { head } = (await t.db('events').max('id as head').first()) as { head: string };
          await deleteJob(t.db, gone ?? '');
          await updateJob(t.db, changed ?? '', { ...job, description: 'Rasen mähen und Linien ziehen.' });
          await feedEvents(t.db, indexerHandler(engine), String(head));
        }
        yield batch;
      }
    }
    const racing: SearchEngine = Object.assign(Object.create(engine) as SearchEngine, {
      rebuild: (...[kind, batches, options]: Parameters<SearchEngine['rebuild']>) =>
        engine.rebuild(kind, changedAfterReading(batches), options),
    });
    await rebuildIndex(t.db, racing, 'jobs');
    expect(await engine.count('jobs')).toBe(REBUILD_BATCH_SIZE + 2);
    expect((await engine.query(query({ text: 'Linien' }))).total).toBe(1);
  });
});
