import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { analyzeQuery } from '../german-text';
import { jobDoc, query } from '../search-engine.contract';
import { PgSearchEngine } from './pg-search-engine';
import { pageQuery, type Sql } from './pg-search-sql';
import { rows, searchRows } from './pg-search-statement';

const explain = (sql: Sql): Sql => ({ text: `explain ${sql.text}`, bindings: sql.bindings });

function planOf(found: { 'QUERY PLAN': string }[]): string {
  return found.map((row) => row['QUERY PLAN']).join('\n');
}

async function setting(db: Knex): Promise<string> {
  const [row] = await rows<{ enable_seqscan: string }>(db, { text: 'show enable_seqscan', bindings: [] });
  return row?.enable_seqscan ?? '';
}

for (const kind of testDatabaseKinds()) {
  describe(`pg search statements on ${kind}`, () => {
    it('plan a search with text without scanning the whole table, for that statement only', async () => {
      const t = await openTestDatabase(kind);
      try {
        // A common word, in a third of one country's offers: the planner's own choice for it is a scan of
        // the table.
        const docs = Array.from({ length: 300 }, (_, i) =>
          i % 3 === 0
            ? jobDoc(`job-${i}`)
            : jobDoc(`job-${i}`, {
                title: `Platzwart ${i}`,
                keywords: 'Platzwart',
                clubFunctions: [],
                ...(i % 2 === 0 ? {} : { country: 'DE', state: 'DE-BY' }),
              }),
        );
        await new PgSearchEngine(t.db).upsert(docs);
        await t.db.raw('analyze search_jobs');
        const q = query({ text: 'Trainer' });
        const analyzed = analyzeQuery(q.text);
        const sql = pageQuery('search_jobs', q, analyzed);

        const unaided = planOf(await rows(t.db, explain(sql)));
        expect(unaided).toContain('Seq Scan on search_jobs');
        const planned = planOf(await searchRows(t.db, explain(sql), analyzed));
        // On a table this small the planner then reads the country by its index and tests the text there; on
        // the large data set it takes the text index, which no test here is big enough to show.
        expect(planned).not.toContain('Seq Scan');

        const ids = (found: { card: { id: string } }[]) => found.map((row) => row.card.id);
        const page = await searchRows<{ card: { id: string } }>(t.db, sql, analyzed);
        expect(ids(page)).toHaveLength(20);
        expect(ids(page)).toEqual(ids(await rows(t.db, sql)));
        // The setting ends with the statement's transaction.
        expect(await setting(t.db)).toBe('on');
      } finally {
        await t.close();
      }
    });
  });
}
