import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { foldGerman, indexableFolded } from '../german-text';
import { TS_CONFIG } from './pg-search-sql';
import { recountWords } from './pg-search-words';

/** The tables of migration 0005; the names come from here only, never from a request. */
export const SEARCH_TABLES: Readonly<Record<SearchKind, string>> = {
  clubs: 'search_clubs',
  jobs: 'search_jobs',
  people: 'search_people',
};

/** Where a rebuild fills the fresh copy before it is renamed in. */
export function rebuildTableOf(kind: SearchKind): string {
  return `${SEARCH_TABLES[kind]}_next`;
}

const COLUMNS =
  'id, country, state, club_id, club_functions, lat, lon, earth, created_at, title, keywords, body, tsv, card';

// A batch travels as one array per column and unnest makes the rows: a short statement whatever the
// batch's size, instead of a value list with 18 bindings per row that the database parses and plans anew.
// The tsvector is weighted A (title), B (keywords), C (body).
const UPSERT = (table: string) =>
  `insert into ${table} (${COLUMNS})
   select id, country, state, club_id, functions::text[], lat, lon,
     case when lat is null then null else ll_to_earth(lat, lon) end, created_at, title, keywords, body,
     setweight(to_tsvector('${TS_CONFIG}', a), 'A') || setweight(to_tsvector('${TS_CONFIG}', b), 'B') ||
       setweight(to_tsvector('${TS_CONFIG}', c), 'C'),
     card::jsonb
   from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::float8[], ?::float8[],
     ?::timestamptz[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
     as d(id, country, state, club_id, functions, lat, lon, created_at, title, keywords, body, a, b, c, card)
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
  for (let i = 0; i < unique.length; i += ROWS_PER_STATEMENT) {
    await db.raw(UPSERT(table), columnBindings(unique.slice(i, i + ROWS_PER_STATEMENT)));
  }
}

export async function tableExists(db: Knex, table: string): Promise<boolean> {
  const result = await db.raw<{ rows: { name: string | null }[] }>('select to_regclass(?)::text as name', [
    table,
  ]);
  return result.rows[0]?.name != null;
}

/**
 * A fresh, empty copy of the kind's table with the same columns and only its primary key (upserts made
 * during the rebuild need it). The other indexes follow in `indexRebuildTable` once the rows are in:
 * building a GIN or GiST index over all rows at once is several times cheaper than keeping it current
 * through every insert, which made a rebuild spend most of its time in index maintenance.
 */
export async function createRebuildTable(db: Knex, kind: SearchKind): Promise<string> {
  const next = rebuildTableOf(kind);
  // A copy left behind by a rebuild that crashed is stale; one rebuild per kind runs at a time.
  await db.raw(`drop table if exists ${next}`);
  const table = SEARCH_TABLES[kind];
  await db.raw(
    `create table ${next} (like ${table} including defaults including constraints including generated including storage)`,
  );
  // The storage parameters too (migration 0008 keeps the rows narrow with them); `like` copies none.
  const options = await db.raw<{ rows: { options: string[] | null }[] }>(
    'select reloptions as options from pg_class where oid = to_regclass(?)',
    [table],
  );
  const reloptions = options.rows[0]?.options ?? [];
  if (reloptions.length > 0) await db.raw(`alter table ${next} set (${reloptions.join(', ')})`);
  await db.raw(`alter table ${next} add primary key (id)`);
  return next;
}

/** The live table's secondary indexes, recreated on the filled copy under the copy's prefix. */
export async function indexRebuildTable(db: Knex, kind: SearchKind): Promise<void> {
  const table = SEARCH_TABLES[kind];
  const next = rebuildTableOf(kind);
  const indexes = await db.raw<{ rows: { name: string; definition: string }[] }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
       join pg_class c on c.relname = i.indexname and c.relnamespace = to_regnamespace(i.schemaname)
       join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename = ? and not x.indisprimary
      order by i.indexname`,
    [table],
  );
  for (const { name, definition } of indexes.rows) {
    const suffix = name.startsWith(`${table}_`) ? name.slice(table.length + 1) : name;
    const using = /\sUSING\s.*$/i.exec(definition)?.[0];
    if (!using) throw new Error(`unexpected index definition of ${name}`);
    const unique = /^CREATE UNIQUE/i.test(definition) ? 'unique ' : '';
    await db.raw(`create ${unique}index ${next}_${suffix} on ${next}${using}`);
  }
  // Fresh statistics before the copy goes live: without them the planner guesses a few hundred rows per
  // country and scans where it should use the text indexes. Vacuum marks the pages all-visible, so counts
  // can stay in the indexes. PGlite has no autovacuum to do either later.
  await db.raw(`vacuum analyze ${next}`);
}

export async function dropRebuildTable(db: Knex, kind: SearchKind): Promise<void> {
  await db.raw(`drop table if exists ${rebuildTableOf(kind)}`);
}

/**
 * Replaces the kind's table by the rebuilt copy in one transaction: readers see the old documents or the
 * new ones, never none. The copy's indexes get the old names back, so the next rebuild finds them again,
 * and the title words are counted anew from the documents now live.
 */
export async function swapInRebuildTable(db: Knex, kind: SearchKind): Promise<void> {
  const table = SEARCH_TABLES[kind];
  const next = rebuildTableOf(kind);
  await db.transaction(async (trx) => {
    await trx.raw(`lock table ${table} in access exclusive mode`);
    await trx.raw(`drop table ${table}`);
    await trx.raw(`alter table ${next} rename to ${table}`);
    const indexes = await trx.raw<{ rows: { name: string }[] }>(
      `select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ?`,
      [table],
    );
    for (const { name } of indexes.rows) {
      if (name.startsWith(`${next}_`)) {
        await trx.raw(`alter index ${name} rename to ${table}_${name.slice(next.length + 1)}`);
      }
    }
    await recountWords(trx, kind, table);
  });
}
