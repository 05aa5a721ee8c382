import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { jobDoc, query } from '../search-engine.contract';
import { PgSearchEngine } from './pg-search-engine';

async function indexesOf(t: { db: Knex }, table: string) {
  const result = await t.db.raw<{ rows: { name: string; definition: string }[] }>(
    `select indexname as name, regexp_replace(indexdef, '^.* USING ', '') as definition
       from pg_indexes where schemaname = current_schema() and tablename = ? order by indexname`,
    [table],
  );
  return result.rows;
}

async function* once(docs: SearchDocument[]): AsyncIterable<SearchDocument[]> {
  yield docs;
}

for (const kind of testDatabaseKinds()) {
  describe(`pg search rebuild on ${kind}`, () => {
    it('builds the secondary indexes after loading and swaps in the same index set under the same names', async () => {
      const t = await openTestDatabase(kind);
      try {
        const before = await indexesOf(t, 'search_jobs');
        expect(before.length).toBeGreaterThan(5);
        const engine = new PgSearchEngine(t.db);
        const docs = Array.from({ length: 30 }, (_, i) => jobDoc(`job-${i}`, { title: `Trainer ${i}` }));
        for (let round = 0; round < 2; round += 1) {
          const report = await engine.rebuild('jobs', once(docs), { expectedDocuments: docs.length });
          expect(report).toEqual({ kind: 'jobs', documents: 30, swapped: true });
          expect(await indexesOf(t, 'search_jobs')).toEqual(before);
        }
        expect((await engine.query(query({ text: 'Trainer' }))).total).toBe(30);
      } finally {
        await t.close();
      }
    });
  });
}
