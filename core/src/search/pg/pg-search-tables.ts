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

/** A document's tsvector from its texts a (title), b (keywords) and c (body), weighted A, B and C. */
export const WEIGHTED_TSVECTOR = `setweight(to_tsvector('${TS_CONFIG}', a), 'A') ||
  setweight(to_tsvector('${TS_CONFIG}', b), 'B') || setweight(to_tsvector('${TS_CONFIG}', c), 'C')`;

const COLUMNS =
  'id, country, state, club_id, club_functions, lat, lon, earth, created_at, title, keywords, body, tsv, card';

// A batch travels as one array per column and unnest makes the rows: a short statement whatever the
// batch's size, instead of a value list with 18 bindings per row that the database parses and plans anew.
// The tsvector is analysed from the texts a, b and c here, or arrives analysed (text-analysis-thread.ts).
const INSERT = (table: string, filter: string, analysed: boolean) => {
  const source = analysed
    ? { types: '?::text[]', names: 'tsv', tsv: 'tsv::tsvector' }
    : { types: '?::text[], ?::text[], ?::text[]', names: 'a, b, c', tsv: WEIGHTED_TSVECTOR };
  return `insert into ${table} (${COLUMNS})
   select id, country, state, club_id, functions::text[], lat, lon,
     case when lat is null then null else ll_to_earth(lat, lon) end, created_at, title, keywords, body,
     ${source.tsv}, card::jsonb
   from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::float8[], ?::float8[],
     ?::timestamptz[], ?::text[], ?::text[], ?::text[], ${source.types}, ?::text[])
     as d(id, country, state, club_id, functions, lat, lon, created_at, title, keywords, body,
       ${source.names}, card)
   ${filter}`;
};

const UPSERT = (table: string) =>
  `${INSERT(table, '', false)}
   on conflict (id) do update set
     country = excluded.country, state = excluded.state, club_id = excluded.club_id,
     club_functions = excluded.club_functions, lat = excluded.lat, lon = excluded.lon,
     earth = excluded.earth, created_at = excluded.created_at, title = excluded.title,
     keywords = excluded.keywords, body = excluded.body, tsv = excluded.tsv, card = excluded.card,
     indexed_at = now()`;

/** The most rows one statement writes: a batch of documents is prepared and written in pieces this long. */
export const ROWS_PER_STATEMENT = 500;

/** Each document's title (a), keywords (b) and body (c), as the tsvector is analysed from them. */
export interface TextColumns {
  a: string[];
  b: string[];
  c: string[];
}

/** Documents with their texts folded once: what a statement binds, and what the tsvector comes from. */
export interface PreparedDocuments {
  docs: readonly SearchDocument[];
  /** Title, keywords and body as stored: folded. */
  texts: [string[], string[], string[]];
  /**
   * What the tsvector is analysed from: the folded text plus the masculine forms of feminine words, so
   * "Physiotherapeutin" in a text is found by "Physiotherapeut" too.
   */
  analysable: TextColumns;
}

export function prepareDocuments(docs: readonly SearchDocument[]): PreparedDocuments {
  const texts: PreparedDocuments['texts'] = [
    docs.map((d) => foldGerman(d.title)),
    docs.map((d) => foldGerman(d.keywords)),
    docs.map((d) => foldGerman(d.body)),
  ];
  const [a, b, c] = texts.map((text) => text.map(indexableFolded)) as [string[], string[], string[]];
  return { docs, texts, analysable: { a, b, c } };
}

// Knex's binding type leaves out arrays holding nulls; both drivers send them as arrays with NULLs.
function columnBindings(prepared: PreparedDocuments, tsvectors?: readonly string[]): Knex.RawBinding[] {
  const { docs, texts, analysable } = prepared;
  const column = <T>(value: (doc: SearchDocument) => T) => docs.map((d) => value(d));
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
    ...(tsvectors ? [tsvectors] : [analysable.a, analysable.b, analysable.c]),
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
  for (let i = 0; i < unique.length; i += ROWS_PER_STATEMENT) {
    const prepared = prepareDocuments(unique.slice(i, i + ROWS_PER_STATEMENT));
    await db.raw(UPSERT(table), columnBindings(prepared));
  }
}

/**
 * Inserts the documents (at most ROWS_PER_STATEMENT) that the table lacks and that `filter` (a where
 * clause over the rows `d`) lets through; a document the table holds already stays as it is. `tsvectors`
 * are the documents' own, analysed already, or else analysed here.
 */
export async function insertMissingDocuments(
  db: Knex,
  table: string,
  filter: string,
  prepared: PreparedDocuments,
  tsvectors?: readonly string[],
): Promise<void> {
  const sql = `${INSERT(table, filter, tsvectors !== undefined)} on conflict (id) do nothing`;
  await db.raw(sql, columnBindings(prepared, tsvectors));
}

export async function tableExists(db: Knex, table: string): Promise<boolean> {
  const result = await db.raw<{ rows: { name: string | null }[] }>('select to_regclass(?)::text as name', [
    table,
  ]);
  return result.rows[0]?.name != null;
}
