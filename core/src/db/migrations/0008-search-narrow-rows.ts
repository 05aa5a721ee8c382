import type { Knex } from 'knex';

const TABLES = ['search_clubs', 'search_jobs', 'search_people'] as const;

/**
 * Search rows narrow enough that a broad query's scan stays in memory, and a rank that reads no body:
 * - `toast_tuple_target = 128`: once a row is over the 2 KB at which Postgres starts toasting (most offers
 *   and clubs), body, keywords, the full tsvector and the card all move into the table's TOAST storage,
 *   not just enough of them to fit 2 KB. A common word matches a third of all offers, and counting those
 *   matches read every heap page of rows about 2.9 KB wide; the GIN index answers the text condition
 *   alone, and only the page's cards are read back. People rows are mostly under 2 KB and stay as they are.
 * - The columns a scan filters, joins or ranks on keep storage `main`, so they stay in the row.
 * - `head_tsv`: the title (A) and keyword (B) lexemes of `tsv`, under 200 bytes. Ranking by it instead of
 *   the whole tsvector orders titles above keywords above the body without unpacking every match's body.
 * - country and text in one GIN index (btree_gin).
 * Adding the stored column rewrites each table, which is when the new row layout takes effect.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('create extension if not exists btree_gin');
  for (const table of TABLES) {
    await db.raw(`alter table ${table} set (toast_tuple_target = 128)`);
    for (const column of ['id', 'country', 'state', 'club_id', 'club_functions', 'title'])
      await db.raw(`alter table ${table} alter column ${column} set storage main`);
    // One statement: the rewrite runs after both parts, so it already keeps the new column in the row.
    await db.raw(
      `alter table ${table}
         add column head_tsv tsvector generated always as (ts_filter(tsv, '{a,b}')) stored,
         alter column head_tsv set storage main`,
    );
    // Country and text in one GIN index: the bitmap it returns is the answer, so no match's tsvector (now
    // out of the row) is read to check it. With the text index alone the planner picked the country index
    // for a common word and tested every offer of the country against its text.
    await db.raw(`drop index ${table}_tsv_idx`);
    await db.raw(`create index ${table}_country_tsv_idx on ${table} using gin (country, tsv)`);
    // The rewrite left the planner without statistics, and PGlite has no autovacuum to gather them.
    await db.raw(`analyze ${table}`);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of TABLES) {
    await db.raw(`drop index ${table}_country_tsv_idx`);
    await db.raw(`create index ${table}_tsv_idx on ${table} using gin (tsv)`);
    await db.raw(`alter table ${table} drop column head_tsv`);
    await db.raw(`alter table ${table} reset (toast_tuple_target)`);
    for (const column of ['id', 'country', 'state', 'club_id', 'club_functions', 'title'])
      await db.raw(`alter table ${table} alter column ${column} set storage extended`);
  }
}
