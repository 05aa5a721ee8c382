import type { SearchQuery } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { type AnalyzedQuery, analyzeQuery, type QueryTerm } from '../query-analysis';
import { EARTH_RADIUS_KM } from '../../geo/distance';

/** A piece of SQL with its `?` bindings, in order. */
export interface Sql {
  text: string;
  bindings: Knex.RawBinding[];
}

/** The text search configuration of migration 0005: German stems, no stop words. */
export const TS_CONFIG = 'anpfiff_german';

/**
 * How much a title equal to the query adds to the text rank. ts_rank gives a single title (A) hit about
 * 0.6 and a keyword (B) hit about 0.25, so such a name stays on top.
 */
const TITLE_EQUAL_WEIGHT = 0.5;

/**
 * How much a title whose first word is the query's first word (or one of its forms) adds. An offer's title
 * starts with its function, so "Trainer" lists the trainer offers before the Reha-Trainer ones, whose
 * hyphenated title and keywords name the trainer more often and outranked them by ts_rank alone (by about
 * 0.03). Half the bonus of a title equal to the query, which keeps such a name on top.
 */
const TITLE_START_WEIGHT = 0.25;

/**
 * The starts of the endings -ung, -keit, -heit, -lich and -isch. A word typed into one of them has passed
 * its stem without reaching an ending the stemmer takes off: "weiterbildu" is no prefix of the stored
 * "weiterbild", and the list fell to nothing until the word was complete. Complete endings (-er, -ung,
 * -ungen…) need nothing here: the stemmer takes them off the typed word as it does off the stored one.
 */
const ENDING_STARTS = new Set(['u', 'un', 'ke', 'kei', 'he', 'hei', 'li', 'lic', 'is', 'isc']);

/** Fewer letters than this before the ending say too little to stand for a stem. */
const MIN_STEM_LENGTH = 4;

/**
 * The stem a word still being typed may have reached: the word without the start of an ending
 * (weiterbildu → weiterbild). It matches as a whole lexeme, so the list only narrows while typing: it is
 * what the shorter prefix found, less what the longer one rules out.
 */
export function typedStems(word: string): string[] {
  const stems: string[] = [];
  for (let cut = word.length - 1; cut >= MIN_STEM_LENGTH && word.length - cut <= 3; cut -= 1)
    if (ENDING_STARTS.has(word.slice(cut))) stems.push(word.slice(0, cut));
  return stems;
}

/** Whole words, each matched as its stem: what the stored lexemes are. */
const stemsOf = (words: readonly string[]): Sql => ({
  text: `to_tsquery('${TS_CONFIG}', ?)`,
  bindings: [words.join(' | ')],
});

/**
 * The starts of lexemes, each the folded word as typed. Under the German configuration `trainer:*` would
 * be stemmed first, to `train:*`, and find Training and trainieren: every last word reads as a prefix, so
 * "Trainer" listed the Platzwart offers whose body mentions the training, and a typo ("Büler") found a
 * Bülach before the near pass could correct it to Bühler. The `simple` configuration leaves the word as
 * it is; the word's own stem comes from `stemsOf`.
 */
const startsOf = (words: readonly string[]): Sql => ({
  text: "to_tsquery('simple', ?)",
  bindings: [words.map((word) => `${word}:*`).join(' | ')],
});

function orSql(parts: readonly Sql[]): Sql {
  return {
    text: parts.length === 1 ? (parts[0]?.text ?? '') : `(${parts.map((p) => p.text).join(' || ')})`,
    bindings: parts.flatMap((p) => p.bindings),
  };
}

/**
 * A term as a tsquery expression: any alternative by its stem, and the last word also by its start (or a
 * stem it has passed while typed). Terms hold only [a-z0-9] after folding, so they cannot smuggle tsquery
 * operators in.
 */
function termQuery(term: QueryTerm): Sql {
  const first = term.alternatives[0] ?? '';
  const parts = [stemsOf(term.prefix ? [...term.alternatives, ...typedStems(first)] : term.alternatives)];
  if (term.prefix) parts.push(startsOf(term.alternatives));
  // Both parts of a compound match, the second as the word itself does (a prefix while it is typed).
  if (term.compound) {
    const [head, tail] = term.compound.map((part, i) =>
      termQuery({ alternatives: part, prefix: i === 1 && term.prefix }),
    );
    if (head && tail)
      parts.push({ text: `(${head.text} && ${tail.text})`, bindings: [...head.bindings, ...tail.bindings] });
  }
  return orSql(parts);
}

/** Any term may match: what the rank counts. */
function anyTermQuery(analyzed: AnalyzedQuery): Sql {
  return orSql(analyzed.terms.map(termQuery));
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * The conditions of a query over the table aliased `d`, apart: `base` (country, radius, text) and the two
 * facet filters, each null when nothing is picked. Every term must match one of its alternatives by stem,
 * or by prefix (the last one), which the text index answers alone.
 */
/**
 * earthdistance measures on a sphere of 6,378.168 km (its `earth()`), the clusters' `arc` distances and the
 * matcher on the mean radius (`EARTH_RADIUS_KM`): its metres are this much longer than theirs. A radius is
 * scaled by it and a distance divided by it, so a place 49.97 km away is inside a 50 km search in both modes.
 */
export const EARTH_SCALE = 6_378.168 / EARTH_RADIUS_KM;

function conditions(
  query: SearchQuery,
  analyzed: AnalyzedQuery,
): { base: Sql; states: Sql | null; functions: Sql | null } {
  const parts: string[] = ['d.country = ?'];
  const bindings: Knex.RawBinding[] = [query.country];
  if (query.near?.radiusKm !== undefined) {
    const { lat, lon, radiusKm } = query.near;
    // earth_box is the GiST-indexable square around the point; earth_distance then cuts the circle.
    const bound = radiusKm * 1000 * EARTH_SCALE;
    parts.push(
      'earth_box(ll_to_earth(?, ?), ?) @> d.earth and earth_distance(ll_to_earth(?, ?), d.earth) <= ?',
    );
    bindings.push(lat, lon, bound, lat, lon, bound);
  }
  for (const term of analyzed.terms) {
    const match = termQuery(term);
    parts.push(`d.tsv @@ ${match.text}`);
    bindings.push(...match.bindings);
  }
  return {
    base: { text: parts.join(' and '), bindings },
    states:
      query.states.length > 0
        ? { text: `d.state in (${placeholders(query.states)})`, bindings: [...query.states] }
        : null,
    // Documents carry their functions' parents too, so overlap with the picked ones finds children as well.
    functions:
      query.clubFunctions.length > 0
        ? {
            text: `d.club_functions && array[${placeholders(query.clubFunctions)}]::text[]`,
            bindings: [...query.clubFunctions],
          }
        : null,
  };
}

function and(...parts: (Sql | null)[]): Sql {
  const present = parts.filter((p): p is Sql => p !== null);
  return { text: present.map((p) => p.text).join(' and '), bindings: present.flatMap((p) => p.bindings) };
}

/** The WHERE clause of a query over the table aliased `d`: every filter applies. */
function whereClause(query: SearchQuery, analyzed: AnalyzedQuery): Sql {
  const { base, states, functions } = conditions(query, analyzed);
  return and(base, states, functions);
}

function distanceExpression(query: SearchQuery): Sql | null {
  if (!query.near) return null;
  return { text: 'earth_distance(ll_to_earth(?, ?), d.earth)', bindings: [query.near.lat, query.near.lon] };
}

/**
 * The text rank: title (A) and keyword (B) hits by `head_tsv`, whose few lexemes are read from the row
 * itself, so ranking a broad query's matches unpacks none of their bodies (body-only hits tie at 0 and
 * fall back to newest first). A title equal to the query, and one starting with its first word, add their
 * bonuses; titles are stored folded, as the query's words are.
 */
function rankKey(analyzed: AnalyzedQuery): Sql {
  // A Postgres array literal: knex would spread a JS array into a list, and the words hold only [a-z0-9].
  const firstWords = `{${analyzed.terms[0]?.alternatives.join(',') ?? ''}}`;
  const any = anyTermQuery(analyzed);
  return {
    text:
      `ts_rank(d.head_tsv, ${any.text}) + ` +
      `case when d.title = ? then ${TITLE_EQUAL_WEIGHT} else 0 end + ` +
      `case when split_part(d.title, ' ', 1) = any(?::text[]) then ${TITLE_START_WEIGHT} else 0 end as rank`,
    bindings: [...any.bindings, analyzed.folded, firstWords],
  };
}

/**
 * Whether the query is a plain list, newest first: no text to rank and no place to sort by. Such a page
 * walks the `newest` index and stops after its rows (migration 0009), so its total is counted apart
 * (`countQuery`, from the same index) instead of beside the page, which would read every match.
 */
export function isNewestList(query: SearchQuery, analyzed: AnalyzedQuery): boolean {
  return analyzed.terms.length === 0 && !query.near;
}

/**
 * One page of cards with the total of all matches, ranked as the port describes; a newest-first list
 * (`isNewestList`) comes without the total. The inner query ranks
 * and counts the matches with nothing but their id and sort keys, and only the page's rows fetch their
 * card: carrying every match's card and tsvector through the window count spilled broad queries ("Verein",
 * thousands of matches) to disk and doubled their time.
 */
export function pageQuery(
  table: string,
  query: SearchQuery,
  analyzed: AnalyzedQuery = analyzeQuery(query.text),
): Sql {
  const where = whereClause(query, analyzed);
  if (isNewestList(query, analyzed)) {
    // The page's ids first, from the `newest` index alone: it carries state and functions, so a filter on
    // them skips rows without reading them. Fetching each row to test it instead cost a rare state (a few
    // percent of the country) a thousand random row reads for its twenty.
    const newest =
      `select d.id, d.created_at from ${table} d where ${where.text} ` +
      'order by d.created_at desc, d.id asc limit ? offset ?';
    return {
      text:
        `select d.id, d.card, d.lat, d.lon, null::float8 as distance from (${newest}) p ` +
        `join ${table} d on d.id = p.id order by p.created_at desc, p.id asc`,
      bindings: [...where.bindings, query.size, query.page * query.size],
    };
  }
  const distance = distanceExpression(query);
  const keys: Sql[] = [];
  const order: string[] = [];
  if (analyzed.terms.length > 0) {
    keys.push(rankKey(analyzed));
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
      `select d.id, d.card, d.lat, d.lon, p.distance, p.total from (${inner}) p join ${table} d on d.id = p.id ` +
      `order by ${order.map((o) => `p.${o}`).join(', ')}`,
    bindings: [...keys.flatMap((k) => k.bindings), ...where.bindings, query.size, query.page * query.size],
  };
}

/** How many documents match, without fetching any of them. */
export function countQuery(
  table: string,
  query: SearchQuery,
  analyzed: AnalyzedQuery = analyzeQuery(query.text),
): Sql {
  const where = whereClause(query, analyzed);
  return {
    text: `select count(*)::int as count from ${table} d where ${where.text}`,
    bindings: where.bindings,
  };
}

/**
 * How many documents match, and per state and per function with that facet's own filter left out, in
 * one pass over the matches: the scan without either facet filter is what both facet counts need anyway.
 * The matches are first counted per pair of state and functions (a few thousand pairs for a whole
 * country), and the facet filters and sums run over those pairs instead of every match: on 138,000
 * German people that took the counts from 144 to 60 ms. Rows come back as (facet, value, count).
 */
export function facetQuery(
  table: string,
  query: SearchQuery,
  analyzed: AnalyzedQuery = analyzeQuery(query.text),
): Sql {
  const { base, states, functions } = conditions(query, analyzed);
  const inStates = states ?? { text: 'true', bindings: [] };
  const inFunctions = functions ?? { text: 'true', bindings: [] };
  return {
    text:
      `with pairs as materialized (select d.state, d.club_functions, count(*)::int as n from ${table} d ` +
      `where ${base.text} group by d.state, d.club_functions), ` +
      `m as (select d.state, d.club_functions, d.n, ${inStates.text} as in_states, ` +
      `${inFunctions.text} as in_functions from pairs d) ` +
      `select 'total' as facet, null as value, coalesce(sum(n), 0)::int as count from m ` +
      `where in_states and in_functions ` +
      `union all select 'states', state, sum(n)::int from m where in_functions and state is not null ` +
      `group by state ` +
      `union all select 'clubFunctions', f, sum(n)::int from m cross join unnest(m.club_functions) f ` +
      `where in_states group by f`,
    bindings: [...base.bindings, ...inStates.bindings, ...inFunctions.bindings],
  };
}
