import type { Knex } from 'knex';

const TABLES = ['search_clubs', 'search_jobs', 'search_people'] as const;

/**
 * The lists without search text, newest first: what every search screen shows first. They used to count
 * their total beside the page in one pass, which read every row of the country: 250 MB of people rows on a
 * large installation, for a page of twenty. Now the page walks this index and stops after twenty rows, and
 * the total and the facet counts read the index alone: it carries state and functions, the only columns
 * those filters and counts look at (index-only, on the pages vacuum has marked all-visible). The id makes
 * the index's order the list's order, ties included.
 */
export async function up(db: Knex): Promise<void> {
  for (const table of TABLES) {
    await db.raw(`drop index if exists ${table}_country_created_at_idx`);
    await db.raw(
      `create index ${table}_newest_idx on ${table} (country, created_at desc, id) include (state, club_functions)`,
    );
    await db.raw(`analyze ${table}`);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of TABLES) {
    await db.raw(`drop index ${table}_newest_idx`);
    await db.raw(`create index ${table}_country_created_at_idx on ${table} (country, created_at desc)`);
  }
}
