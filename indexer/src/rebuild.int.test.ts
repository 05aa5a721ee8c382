import { createJob } from '@anpfiff/api/commands/create-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, JobOffer } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REBUILD_BATCH_SIZE, rebuildIndex } from './rebuild';

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
    const clubs = await engine.query({
      kind: 'clubs',
      country: 'CH',
      text: '',
      states: [],
      clubFunctions: [],
      page: 0,
      size: 5,
    });
    expect(clubs.hits.map((h) => h.card.name)).toEqual(['FC A']);
  });
});
