import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { foldGerman, indexableFolded } from '../german-text';
import { TS_CONFIG } from './pg-search-sql';

/** The tables of migration 0005; the names come from here only, never from a request. */
export const SEARCH_TABLES: Readonly<Record<SearchKind, string>> = {
  clubs: 'search_clubs',
  jobs: 'search_jobs',
  people: 'search_people',
};

const COLUMNS =
  'id, country, state, club_id, club_functions, lat, lon, earth, created_at, title, keywords, body, tsv, card';

// A batch travels as one array per column and unnest makes the rows: a short statement whatever the
// batch's size, instead of a value list with 18 bindings per row that the database parses and plans anew.
// The tsvector is weighted A (title), B (keywords), C (body).
const INSERT = (table: string, filter: string) =>
  `insert into ${table} (${COLUMNS})
   select id, country, state, club_id, functions::text[], lat, lon,
     case when lat is null then null else ll_to_earth(lat, lon) end, created_at, title, keywords, body,
     setweight(to_tsvector('${TS_CONFIG}', a), 'A') || setweight(to_tsvector('${TS_CONFIG}', b), 'B') ||
       setweight(to_tsvector('${TS_CONFIG}', c), 'C'),
     card::jsonb
   from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::float8[], ?::float8[],
     ?::timestamptz[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
     as d(id, country, state, club_id, functions, lat, lon, created_at, title, keywords, body, a, b, c, card)
   ${filter}`;

const UPSERT = (table: string) =>
  `${INSERT(table, '')}
   on conflict (id) do update set
     country = excluded.country, state = excluded.state, club_id = excluded.club_id,
     club_functions = excluded.club_functions, lat = excluded.lat, lon = excluded.lon,
     earth = excluded.earth, created_at = excluded.created_at, title = excluded.title,
     keywords = excluded.keywords, body = excluded.body, tsv = excluded.tsv, card = excluded.card,
     indexed_at = now()`;

// Bounds the size of one statement's arrays when a long list is written at once.
const ROWS_PER_STATEMENT = 500;

// Knex's binding type leaves out arrays holding nulls; both drivers send them as arrays with NULLs.
function columnBindings(docs: readonly SearchDocument[]): Knex.RawBinding[] {
  const column = <T>(value: (doc: SearchDocument) => T) => docs.map((d) => value(d));
  const texts = [column((d) => d.title), column((d) => d.keywords), column((d) => d.body)].map((text) =>
    text.map(foldGerman),
  );
  return [
    column((d) => d.id),
    column((d) => d.country),
    column((d) => d.state),
    column((d) => d.clubId ?? null),
    // A Postgres array literal per row, cast per row: unnest cannot hand out arrays of arrays.
    column((d) => `{${d.clubFunctions.map((f) => `"${f}"`).join(',')}}`),
    column((d) => d.location?.lat ?? null),
    column((d) => d.location?.lon ?? null),
    column((d) => d.createdAt),
    ...texts,
    // What the tsvector is analysed from: the folded text plus the masculine forms of feminine words,
    // so "Physiotherapeutin" in a text is found by "Physiotherapeut" too.
    ...texts.map((text) => text.map(indexableFolded)),
    column((d) => JSON.stringify(d.card)),
  ] as Knex.RawBinding[];
}

/** Inserts or replaces documents (all of one kind) in the table. */
export async function writeDocuments(
  db: Knex,
  table: string,
  docs: readonly SearchDocument[],
): Promise<void> {
  // The last write of an id wins, as it would for one upsert after the other.
  const unique = [...new Map(docs.map((d) => [d.id, d])).values()];
  await inStatements(db, UPSERT(table), unique);
}

/**
 * Inserts the documents that the table lacks and that `filter` (a where clause over the rows `d`) lets
 * through; a document the table holds already stays as it is.
 */
export async function insertMissingDocuments(
  db: Knex,
  table: string,
  filter: string,
  docs: readonly SearchDocument[],
): Promise<void> {
  await inStatements(db, `${INSERT(table, filter)} on conflict (id) do nothing`, docs);
}

async function inStatements(db: Knex, sql: string, docs: readonly SearchDocument[]): Promise<void> {
  for (let i = 0; i < docs.length; i += ROWS_PER_STATEMENT) {
    await db.raw(sql, columnBindings(docs.slice(i, i + ROWS_PER_STATEMENT)));
  }
}

export async function tableExists(db: Knex, table: string): Promise<boolean> {
  const result = await db.raw<{ rows: { name: string | null }[] }>('select to_regclass(?)::text as name', [
    table,
  ]);
  return result.rows[0]?.name != null;
}
