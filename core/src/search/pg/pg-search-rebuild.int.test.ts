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

/** How the table keeps its rows: storage parameters, and per column its storage and generation. */
async function layoutOf(t: { db: Knex }, table: string) {
  const options = await t.db.raw<{ rows: { options: string[] | null }[] }>(
    'select reloptions as options from pg_class where oid = to_regclass(?)',
    [table],
  );
  const columns = await t.db.raw<{ rows: { name: string; storage: string; generated: string }[] }>(
    `select attname as name, attstorage as storage, attgenerated as generated from pg_attribute
      where attrelid = to_regclass(?) and attnum > 0 and not attisdropped order by attname`,
    [table],
  );
  return { options: options.rows[0]?.options, columns: columns.rows };
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

    it('keeps the narrow row layout and the rank column through a rebuild, for documents written after it too', async () => {
      const t = await openTestDatabase(kind);
      try {
        const before = await layoutOf(t, 'search_jobs');
        expect(before.options).toContain('toast_tuple_target=128');
        expect(before.columns).toContainEqual({ name: 'head_tsv', storage: 'm', generated: 's' });
        // The long columns go out of the row uncompressed (migration 0011).
        for (const name of ['keywords', 'body', 'tsv', 'card'])
          expect(before.columns).toContainEqual({ name, storage: 'e', generated: '' });
        const engine = new PgSearchEngine(t.db);
        await engine.rebuild('jobs', once([jobDoc('job-a', { title: 'Platzwart' })]), {
          expectedDocuments: 1,
        });
        expect(await layoutOf(t, 'search_jobs')).toEqual(before);

        // The rank reads head_tsv: title hits written after the rebuild still rank above a newer body hit,
        // and the title equal to the query comes first.
        await engine.upsert([
          jobDoc('job-title', { title: 'Platzwart Junioren' }),
          jobDoc('job-body', { title: 'Betreuer', body: 'Wir suchen auch einen Platzwart.' }),
        ]);
        const found = await engine.query(query({ text: 'Platzwart' }));
        expect(found.hits.map((h) => h.card.id)).toEqual(['job-a', 'job-title', 'job-body']);
      } finally {
        await t.close();
      }
    });
  });
}
