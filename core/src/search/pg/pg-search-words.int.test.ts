import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { jobDoc, query } from '../search-engine.contract';
import { PgSearchEngine } from './pg-search-engine';
import { wordDeltas } from './pg-search-words';

async function dictionary(db: Knex): Promise<Record<string, number>> {
  const result = await db.raw<{ rows: { word: string; docs: number }[] }>(
    "select word, docs from search_words where kind = 'jobs' order by word",
  );
  return Object.fromEntries(result.rows.map((r) => [r.word, r.docs]));
}

async function* once(docs: SearchDocument[]): AsyncIterable<SearchDocument[]> {
  yield docs;
}

describe('title word deltas', () => {
  it('count each word once per title and cancel what stays', () => {
    expect(Object.fromEntries(wordDeltas(['trainer fc trainer'], ['trainer sv zug']))).toEqual({ zug: 1 });
    expect(Object.fromEntries(wordDeltas(['trainer basel'], ['torwart basel', 'torwart bern']))).toEqual({
      trainer: -1,
      torwart: 2,
      bern: 1,
    });
  });
});

for (const kind of testDatabaseKinds()) {
  describe(`pg search words on ${kind}`, () => {
    it('count the live titles through upserts, replays, renames and deletes', async () => {
      const t = await openTestDatabase(kind);
      try {
        const engine = new PgSearchEngine(t.db);
        const a = jobDoc('a', { title: 'Trainer Grasshoppers Club' });
        const b = jobDoc('b', { title: 'Trainer FC Basel', clubId: 'club-2' });
        await engine.upsert([a, b]);
        await engine.upsert([a]);
        expect(await dictionary(t.db)).toEqual({ basel: 1, club: 1, grasshoppers: 1, trainer: 2 });

        await engine.upsert([{ ...a, title: 'Torwarttrainer Grasshoppers' }]);
        expect(await dictionary(t.db)).toEqual({ basel: 1, grasshoppers: 1, torwarttrainer: 1, trainer: 1 });

        // A deleted document's words leave with it: no name outlives its document here.
        await engine.removeByClub('jobs', 'club-2');
        expect(await dictionary(t.db)).toEqual({ grasshoppers: 1, torwarttrainer: 1 });
        await engine.remove('jobs', ['a']);
        expect(await dictionary(t.db)).toEqual({});
      } finally {
        await t.close();
      }
    });

    it('are counted anew when a rebuild swaps its table in', async () => {
      const t = await openTestDatabase(kind);
      try {
        const engine = new PgSearchEngine(t.db);
        await engine.upsert([jobDoc('old', { title: 'Platzwart Olten' })]);
        await engine.rebuild('jobs', once([jobDoc('n1', { title: 'Schiedsrichter Thun' })]), {
          expectedDocuments: 1,
        });
        expect(await dictionary(t.db)).toEqual({ schiedsrichter: 1, thun: 1 });
      } finally {
        await t.close();
      }
    });

    it('give a word no title spells its near spellings, and leave a word some title spells alone', async () => {
      const t = await openTestDatabase(kind);
      try {
        const engine = new PgSearchEngine(t.db);
        await engine.upsert([
          jobDoc('referee', { title: 'Schiedsrichter FC Thun', keywords: 'Thun' }),
          jobDoc('coach', { title: 'Trainer FC Olten', keywords: 'Olten' }),
        ]);
        const ids = async (text: string) =>
          (await engine.query(query({ text }))).hits.map((h) => (h.card as { id: string }).id);
        expect(await ids('Schiedsrichtr')).toEqual(['referee']);
        expect(await ids('Trainr Olten')).toEqual(['coach']);
        expect((await engine.facets(query({ text: 'Schiedsrichtr' }))).total).toBe(1);
        // Trainer is spelt right: what is missing is a coach in Thun, and no near spelling conjures one.
        expect(await ids('Trainer Thun')).toEqual([]);
        expect(await ids('Wasserball')).toEqual([]);
      } finally {
        await t.close();
      }
    });
  });
}
