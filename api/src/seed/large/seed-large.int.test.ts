import { openTestDatabase, testDatabaseKinds } from '@anpfiff/core/testing/test-databases';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { rebuildIndex } from '@anpfiff/indexer/rebuild';
import { recomputeJob } from '@anpfiff/matcher/recompute';
import { rebuildMatchings } from '@anpfiff/matcher/rebuild';
import { describe, expect, it } from 'vitest';
import { seedLarge } from './seed-large';

const TINY = { clubs: 12, jobs: 90, persons: 300 };

for (const kind of testDatabaseKinds()) {
  describe(`large seed on ${kind}`, () => {
    it('writes the rows and events the commands would, which the indexer and the matcher build from', async () => {
      const t = await openTestDatabase(kind);
      try {
        const summary = await seedLarge(t.db, TINY);
        expect(summary).toMatchObject(TINY);
        const count = async (table: string, where: Record<string, unknown> = {}) =>
          Number((await t.db(table).where(where).count({ n: '*' }).first())?.n);
        expect(await count('clubs')).toBe(12);
        expect(await count('jobs')).toBe(90);
        expect(await count('persons')).toBe(300);
        const verified = Number(
          (await t.db('accounts').whereNotNull('verifiedAt').count({ n: '*' }).first())?.n,
        );
        // As registerWithProfile + verifyAccount + createJob: one event each, verified accounts at version 2.
        expect(await count('events', { type: 'account.registered' })).toBe(312);
        expect(await count('events', { type: 'account.verified' })).toBe(verified);
        expect(await count('events', { type: 'job.published' })).toBe(90);
        expect(await count('accounts', { version: 2 })).toBe(verified);
        expect(summary.events).toBe(312 + verified + 90);
        // Vacuumed and analyzed like any bulk load: the planner knows the sizes, every page is all-visible.
        const tables = await t.db.raw(
          `select relname as table, reltuples::int as rows, relallvisible = relpages as visible from pg_class
            where relname in ('clubs', 'jobs', 'persons') order by relname`,
        );
        expect(tables.rows).toEqual([
          { table: 'clubs', rows: 12, visible: true },
          { table: 'jobs', rows: 90, visible: true },
          { table: 'persons', rows: 300, visible: true },
        ]);
        await expect(seedLarge(t.db, TINY)).rejects.toThrow(/schon Daten/);

        const engine = new PgSearchEngine(t.db);
        const jobs = await rebuildIndex(t.db, engine, 'jobs');
        expect(jobs.swapped).toBe(true);
        expect(jobs.documents).toBeGreaterThan(0);

        // Everyone near Zürich, so the spread-out tiny set has matchings to compare.
        await t.db.raw('update persons set lat = 47.3 + random() * 0.2, lon = 8.4 + random() * 0.2');
        await t.db.raw('update jobs set lat = 47.3 + random() * 0.2, lon = 8.4 + random() * 0.2');
        const report = await rebuildMatchings(t.db);
        expect(report.added).toBeGreaterThan(0);
        expect(report.matchings).toBe(report.added);
        expect(await count('events', { type: 'matching.changed' })).toBe(report.added);
        // The rebuild leaves the table analyzed at its final size (PGlite has no autovacuum to do it), so
        // reads of stored matchings by offer are planned as index reads, not as reads of the whole table;
        // and vacuumed, so the app's upkeep has nothing left to scan.
        const stats = await t.db.raw(
          `select c.reltuples, (select count(*) from pg_stats s where s.tablename = 'matchings'
             and s.attname = 'job_id')::int as columns, c.relallvisible = c.relpages as visible
           from pg_class c where c.oid = 'matchings'::regclass`,
        );
        expect(stats.rows[0]).toEqual({ reltuples: report.matchings, columns: 1, visible: true });
        // The per-offer path of the consumer finds nothing to change: both compute the same matchings.
        const jobIds: string[] = await t.db('jobs').pluck('id');
        for (const jobId of jobIds)
          expect(await recomputeJob(t.db, jobId)).toEqual({ added: 0, updated: 0, removed: 0 });
        expect(await rebuildMatchings(t.db)).toMatchObject({ added: 0, updated: 0, removed: 0 });
        // Matchings of an offer that is gone (left behind by a failed consumer) go with the next rebuild.
        const [gone] = (await t.db('matchings').groupBy('jobId').select('jobId').count({ n: '*' })) as {
          jobId: string;
          n: string | number;
        }[];
        if (!gone) throw new Error('the tiny set has no matchings');
        await t.db('jobs').where({ id: gone.jobId }).delete();
        expect(await rebuildMatchings(t.db)).toMatchObject({ added: 0, removed: Number(gone.n) });
        expect(await count('matchings', { jobId: gone.jobId })).toBe(0);
      } finally {
        await t.close();
      }
    });
  });
}
