import type { Knex } from 'knex';

// One table per search kind (DESIGN.md section 4). The pg search engine rebuilds a kind into a copy made with
// `like … including all` and renames it in, so these index names follow Postgres's own naming pattern
// (<table>_<columns>_idx) and survive a rebuild unchanged.
const TABLES = ['search_clubs', 'search_jobs', 'search_people'] as const;

export async function up(db: Knex): Promise<void> {
  // Trusted extensions on PostgreSQL 13+, so the database owner may create them; PGlite registers them in
  // createKnex. unaccent is not needed by the engine (folding happens in code) but lets SQL users fold too.
  for (const extension of ['pg_trgm', 'unaccent', 'cube', 'earthdistance']) {
    await db.raw(`create extension if not exists ${extension}`);
  }

  // German stemming without the German stop words: a club called "FC Biberach an der Riss" must be found
  // when "an der" is typed, and a tsquery of stop words alone would be empty and match nothing.
  await db.raw('create text search dictionary anpfiff_german_stem (template = snowball, language = german)');
  await db.raw('create text search configuration anpfiff_german (copy = german)');
  await db.raw(`
    alter text search configuration anpfiff_german
    alter mapping for asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part,
      hword_numpart
    with anpfiff_german_stem`);

  for (const table of TABLES) {
    await db.raw(`
      create table ${table} (
        id text primary key,
        country char(2) not null,
        state text,
        -- The club a document belongs to (a job's club; a club itself): a deleted club takes its offers along.
        club_id text,
        club_functions text[] not null default '{}',
        lat double precision,
        lon double precision,
        earth earth,
        created_at timestamptz not null,
        -- Folded by foldGerman in code, so documents and queries meet on the same spelling.
        title text not null,
        keywords text not null,
        body text not null,
        tsv tsvector not null,
        card jsonb not null,
        indexed_at timestamptz not null default now()
      )`);
    await db.raw(`create index ${table}_tsv_idx on ${table} using gin (tsv)`);
    await db.raw(`create index ${table}_title_idx on ${table} using gin (title gin_trgm_ops)`);
    await db.raw(`create index ${table}_earth_idx on ${table} using gist (earth)`);
    await db.raw(`create index ${table}_club_functions_idx on ${table} using gin (club_functions)`);
    await db.raw(`create index ${table}_country_created_at_idx on ${table} (country, created_at desc)`);
    await db.raw(`create index ${table}_country_state_idx on ${table} (country, state)`);
    await db.raw(`create index ${table}_club_id_idx on ${table} (club_id)`);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of TABLES) await db.raw(`drop table if exists ${table}`);
  await db.raw('drop text search configuration if exists anpfiff_german');
  await db.raw('drop text search dictionary if exists anpfiff_german_stem');
  // The extensions stay: other objects may have come to depend on them.
}
