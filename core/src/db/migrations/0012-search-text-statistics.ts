import type { Knex } from 'knex';

const TABLES = ['search_clubs', 'search_jobs', 'search_people'] as const;

/**
 * The search tables' tsvectors go without planner statistics, so a text match is estimated at Postgres's
 * default of half a percent of the rows. With statistics the planner knew that a common word ("Trainer",
 * "Verein") matches a third of the offers, but not what testing a row costs: it unpacks the row's tsvector,
 * out of the row since migration 0008. So it scanned the table, or read every offer of a picked function
 * by that index, and tested the text on each: 1.2–1.5 s for such a word on the large data set, against
 * 0.15–0.4 s from the text index's bitmap, alone or and-ed with the function index's. The price: a common
 * word with a radius of a few kilometres now starts from the text index too, where the place index found
 * the few people around first (2–10 ms before, 40–60 ms now); over the large data set's bench queries the
 * search work still fell by a fifth, and by a tenth on people alone.
 *
 * Statistics gathered before stay until they are removed: here when the role may (a superuser, as on
 * PGlite), otherwise when the next `npm run index -- rebuild` puts a new table in place.
 */
export async function up(db: Knex): Promise<void> {
  const role = await db.raw<{ rows: { superuser: boolean }[] }>(
    'select rolsuper as superuser from pg_roles where rolname = current_user',
  );
  for (const table of TABLES) {
    await db.raw(`alter table ${table} alter column tsv set statistics 0`);
    if (role.rows[0]?.superuser)
      await db.raw(
        `delete from pg_statistic where starelid = ?::regclass and staattnum =
           (select attnum from pg_attribute where attrelid = ?::regclass and attname = 'tsv')`,
        [table, table],
      );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of TABLES) {
    await db.raw(`alter table ${table} alter column tsv set statistics -1`);
    await db.raw(`analyze ${table}`);
  }
}
