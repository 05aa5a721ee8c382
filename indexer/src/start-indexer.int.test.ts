import { createJob } from '@anpfiff/api/commands/create-job';
import { deleteJob } from '@anpfiff/api/commands/delete-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { loadConfig } from '@anpfiff/core/config/config';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { createLogger } from '@anpfiff/core/logger/logger';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds } from '@anpfiff/core/testing/test-databases';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import { describe, expect, it } from 'vitest';
import { runIndexer } from './start-indexer';

const place = { zip: '6003', city: 'Luzern', state: 'CH-LU', lat: 47.05, lon: 8.31 } as const;
const job: JobOffer = {
  clubFunction: 'MATERIALWART',
  salary: 0,
  searchRadius: 0,
  description: 'Bälle pumpen.',
  jobExtras: [],
  address: place,
  contactInformation: {},
};

describe.each(testDatabaseKinds())('the indexer on the event log (%s)', (kind) => {
  it('fills the index from events committed before and while it runs, and resumes from its checkpoint', async () => {
    const t = await openTestDatabase(kind);
    const engine = new PgSearchEngine(t.db);
    const run = () =>
      runIndexer({
        config: loadConfig({}),
        db: t.db,
        engine,
        logger: createLogger({ level: 'silent' }),
        signals: false,
      });
    try {
      const club = await registerClub(
        t.db,
        { email: 'luzern@example.com', passwordHash: 'x', country: 'CH' },
        { name: 'FC Luzern Süd', description: '', address: place, contactInformation: {} },
      );
      await verifyAccount(t.db, club.accountId);
      const first = await createJob(t.db, club.clubId, job);

      let indexer = await run();
      await waitFor('the club and its offer', async () => (await engine.count('jobs')) === 1);
      expect(await engine.count('clubs')).toBe(1);
      const second = await createJob(t.db, club.clubId, job);
      await waitFor('the new offer', async () => (await engine.count('jobs')) === 2);
      await indexer.stop();

      // Changes while the indexer is down are picked up from its checkpoint.
      await deleteJob(t.db, first.jobId);
      indexer = await run();
      await waitFor('the removal', async () => (await engine.count('jobs')) === 1);
      const { hits } = await engine.query({
        kind: 'jobs',
        country: 'CH',
        text: 'Materialwart',
        states: [],
        clubFunctions: [],
        page: 0,
        size: 5,
      });
      expect(hits.map((h) => h.card.id)).toEqual([second.jobId]);
      await indexer.stop();
    } finally {
      await t.close();
    }
  });
});
