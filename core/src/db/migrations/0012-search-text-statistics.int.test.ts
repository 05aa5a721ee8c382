import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { jobDoc } from '../../search/search-engine.contract';
import { PgSearchEngine } from '../../search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { up } from './0012-search-text-statistics';

/** The columns of search_jobs the planner has statistics for. */
async function columnsWithStatistics(db: Knex): Promise<string[]> {
  const result = await db.raw<{ rows: { name: string }[] }>(
    "select attname as name from pg_stats where tablename = 'search_jobs' order by attname",
  );
  return result.rows.map((row) => row.name);
}

for (const kind of testDatabaseKinds()) {
  describe(`migration 0012 on ${kind}`, () => {
    it('removes the tsvector statistics gathered before, and analyze gathers none again', async () => {
      const t = await openTestDatabase(kind);
      try {
        // As an installation from before the migration: statistics for every column.
        await t.db.raw('alter table search_jobs alter column tsv set statistics -1');
        await new PgSearchEngine(t.db).upsert(
          Array.from({ length: 50 }, (_, i) =>
            jobDoc(`job-${i}`, { title: i % 2 ? 'Trainer' : 'Platzwart' }),
          ),
        );
        await t.db.raw('analyze search_jobs');
        expect(await columnsWithStatistics(t.db)).toEqual(expect.arrayContaining(['title', 'tsv']));

        await up(t.db);
        await t.db.raw('analyze search_jobs');
        const after = await columnsWithStatistics(t.db);
        expect(after).toContain('title');
        expect(after).not.toContain('tsv');
      } finally {
        await t.close();
      }
    });
  });
}
