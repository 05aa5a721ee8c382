import type { SearchQuery } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { type AnalyzedQuery, analyzeQuery, type QueryTerm } from '../german-text';

/** A piece of SQL with its `?` bindings, in order. */
export interface Sql {
  text: string;
  bindings: Knex.RawBinding[];
}

/** The text search configuration of migration 0005: German stems, no stop words. */
export const TS_CONFIG = 'anpfiff_german';

/**
 * How much a title that looks like the query adds to the text rank. ts_rank gives a single title (A) hit
 * about 0.6 and a body (C) hit about 0.1 to 0.2, so an exact or near-exact name stays on top.
 */
const TITLE_SIMILARITY_WEIGHT = 0.5;

/** Below this length a trigram comparison says little (every "fc" is like every other). */
const MIN_FUZZY_LENGTH = 4;

// Terms hold only [a-z0-9] after folding, so they cannot smuggle tsquery operators in.
function termQuery(term: QueryTerm): string {
  return term.alternatives.map((word) => (term.prefix ? `${word}:*` : word)).join(' | ');
}

/** Any term may match: what the rank counts. */
function anyTermQuery(analyzed: AnalyzedQuery): string {
  return analyzed.terms.map(termQuery).join(' | ');
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

export type FacetFilter = 'states' | 'clubFunctions';

/**
 * `strict`: every term matches by stem or prefix, which the text index answers alone. `fuzzy` also lets a
 * term match a title by near spelling; comparing trigrams costs about ten microseconds per document the
 * planner hands it, so the engine asks it only when the strict query found nothing (a typo).
 */
export type Matching = 'strict' | 'fuzzy';

/** Whether any term is long enough for a near-spelling match, i.e. whether a fuzzy retry can find more. */
export function canMatchFuzzy(text: string): boolean {
  return analyzeQuery(text).terms.some((t) => (t.alternatives[0] ?? '').length >= MIN_FUZZY_LENGTH);
}

/**
 * The WHERE clause for a query over the table aliased `d`. `without` leaves one filter out, for facet counts
 * that show what else could be chosen. Every term must match by stem, by prefix (the last one) or, in the
 * title, by a near spelling; the trigram operator `<%` (word similarity >= 0.6) can use the title's index.
 */
export function whereClause(
  query: SearchQuery,
  analyzed: AnalyzedQuery,
  without?: FacetFilter,
  matching: Matching = 'fuzzy',
): Sql {
  const parts: string[] = ['d.country = ?'];
  const bindings: Knex.RawBinding[] = [query.country];
  if (query.states.length > 0 && without !== 'states') {
    parts.push(`d.state in (${placeholders(query.states)})`);
    bindings.push(...query.states);
  }
  // Documents carry their functions' parents too, so overlap with the picked ones finds children as well.
  if (query.clubFunctions.length > 0 && without !== 'clubFunctions') {
    parts.push(`d.club_functions && array[${placeholders(query.clubFunctions)}]::text[]`);
    bindings.push(...query.clubFunctions);
  }
  if (query.near?.radiusKm !== undefined) {
    const { lat, lon, radiusKm } = query.near;
    // earth_box is the GiST-indexable square around the point; earth_distance then cuts the circle.
    parts.push(
      'earth_box(ll_to_earth(?, ?), ?) @> d.earth and earth_distance(ll_to_earth(?, ?), d.earth) <= ?',
    );
    bindings.push(lat, lon, radiusKm * 1000, lat, lon, radiusKm * 1000);
  }
  for (const term of analyzed.terms) {
    const word = term.alternatives[0] ?? '';
    if (matching === 'fuzzy' && word.length >= MIN_FUZZY_LENGTH) {
      parts.push(`(d.tsv @@ to_tsquery('${TS_CONFIG}', ?) or ? <% d.title)`);
      bindings.push(termQuery(term), word);
    } else {
      parts.push(`d.tsv @@ to_tsquery('${TS_CONFIG}', ?)`);
      bindings.push(termQuery(term));
    }
  }
  return { text: parts.join(' and '), bindings };
}

function distanceExpression(query: SearchQuery): Sql | null {
  if (!query.near) return null;
  return { text: 'earth_distance(ll_to_earth(?, ?), d.earth)', bindings: [query.near.lat, query.near.lon] };
}

/**
 * One page of cards with the total of all matches, ranked as the port describes. The inner query ranks
 * and counts the matches with nothing but their id and sort keys, and only the page's rows fetch their
 * card: carrying every match's card and tsvector through the window count spilled broad queries ("Verein",
 * thousands of matches) to disk and doubled their time.
 */
export function pageQuery(table: string, query: SearchQuery, matching: Matching = 'fuzzy'): Sql {
  const analyzed = analyzeQuery(query.text);
  const where = whereClause(query, analyzed, undefined, matching);
  const distance = distanceExpression(query);
  const keys: Sql[] = [];
  const order: string[] = [];
  if (analyzed.terms.length > 0) {
    keys.push({
      // Only a title that really looks like the query earns the bonus (`<%`: word similarity >= 0.6); below
      // that, chance trigrams shared with a name would shuffle documents the text rank has put in order.
      text:
        `ts_rank(d.tsv, to_tsquery('${TS_CONFIG}', ?)) + ` +
        `case when ? <% d.title then ${TITLE_SIMILARITY_WEIGHT} * word_similarity(?, d.title) else 0 end as rank`,
      bindings: [anyTermQuery(analyzed), analyzed.folded, analyzed.folded],
    });
    order.push('rank desc');
  }
  keys.push(
    distance
      ? { text: `${distance.text} as distance`, bindings: distance.bindings }
      : { text: 'null::float8 as distance', bindings: [] },
  );
  if (distance) order.push('distance asc nulls last');
  // Newest first, and the id keeps pages stable when two documents share a timestamp.
  order.push('created_at desc', 'id asc');
  // `offset 0` keeps the matches a subquery of their own: flattened, Postgres would compute the rank after
  // the window count and carry every match's tsvector and title through it (spilling to disk).
  const matches =
    `select d.id, d.created_at, ${keys.map((k) => k.text).join(', ')} ` +
    `from ${table} d where ${where.text} offset 0`;
  const inner =
    `select m.*, count(*) over ()::int as total from (${matches}) m ` +
    `order by ${order.join(', ')} limit ? offset ?`;
  return {
    text:
      `select d.card, d.lat, d.lon, p.distance, p.total from (${inner}) p join ${table} d on d.id = p.id ` +
      `order by ${order.map((o) => `p.${o}`).join(', ')}`,
    bindings: [...keys.flatMap((k) => k.bindings), ...where.bindings, query.size, query.page * query.size],
  };
}

/** How many documents match, and per state and per function with that facet's own filter left out. */
export function facetQueries(
  table: string,
  query: SearchQuery,
  matching: Matching = 'fuzzy',
): { total: Sql; states: Sql; functions: Sql } {
  const analyzed = analyzeQuery(query.text);
  const all = whereClause(query, analyzed, undefined, matching);
  const states = whereClause(query, analyzed, 'states', matching);
  const functions = whereClause(query, analyzed, 'clubFunctions', matching);
  return {
    total: {
      text: `select count(*)::int as count from ${table} d where ${all.text}`,
      bindings: all.bindings,
    },
    states: {
      text:
        `select d.state as value, count(*)::int as count from ${table} d ` +
        `where ${states.text} and d.state is not null group by d.state`,
      bindings: states.bindings,
    },
    functions: {
      text:
        `select f as value, count(*)::int as count from ${table} d cross join unnest(d.club_functions) f ` +
        `where ${functions.text} group by f`,
      bindings: functions.bindings,
    },
  };
}
