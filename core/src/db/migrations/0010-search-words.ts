import type { Knex } from 'knex';

const TABLES = { clubs: 'search_clubs', jobs: 'search_jobs', people: 'search_people' } as const;

/**
 * The words of the search documents' titles, per kind, with how many documents carry each: the dictionary
 * a search with a typo looks its near spellings up in (pg-search-words.ts). Comparing the typo with every
 * title instead read thousands of titles ("Schiedsrichtr" looks like every referee offer) and, for a town
 * no document names, every title sharing a few letters with it. The count keeps the dictionary to what
 * live documents say: a word leaves with its last document, so nobody's name outlives their profile here.
 * The titles' trigram indexes served only that comparison and go.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(
    `create table search_words (
       kind text not null,
       word text not null,
       docs integer not null,
       primary key (kind, word)
     )`,
  );
  for (const [kind, table] of Object.entries(TABLES)) {
    // A GiST trigram index hands out the nearest words first (`<<->`), so a lookup reads a handful; with
    // GIN the planner scanned and compared the whole dictionary.
    await db.raw(
      `create index search_words_${kind}_near_idx on search_words using gist (word gist_trgm_ops) where kind = '${kind}'`,
    );
    await db.raw(
      `insert into search_words (kind, word, docs)
       select ?, w.word, count(distinct t.id)::int from ${table} t
        cross join lateral unnest(string_to_array(t.title, ' ')) as w(word)
        where length(w.word) >= 3 group by w.word`,
      [kind],
    );
    await db.raw(`drop index if exists ${table}_title_idx`);
  }
  await db.raw('analyze search_words');
}

export async function down(db: Knex): Promise<void> {
  for (const table of Object.values(TABLES))
    await db.raw(`create index ${table}_title_idx on ${table} using gin (title gin_trgm_ops)`);
  await db.raw('drop table search_words');
}
