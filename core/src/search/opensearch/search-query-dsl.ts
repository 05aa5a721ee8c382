import { CLUB_FUNCTIONS } from '@anpfiff/schemas/catalogues/club-functions';
import { STATE_CODES } from '@anpfiff/schemas/catalogues/states';
import { MAX_PAGED_RESULTS, type SearchQuery } from '@anpfiff/schemas/search/search-query';
import type { estypes } from '@elastic/elasticsearch';
import { allowedEdits } from '../edit-distance';
import {
  type AnalyzedQuery,
  analyzeQuery,
  MIN_NEAR_SPELLING_LENGTH,
  NEAR_TITLE_SPELLINGS,
  nearSpellingWords,
  type QueryTerm,
} from '../query-analysis';
import { FIELD_BOOSTS, MAX_PREFIX_LENGTH } from './search-index-mappings';

/** A piece of JSON for the cluster: documents, settings, request bodies. */
export type Dsl = Record<string, unknown>;

/**
 * Query clauses and request bodies, typed by the Elasticsearch 8 client's definitions of the JSON that both
 * clusters accept (type only: nothing of the client runs here), so a misspelt option fails the typecheck.
 */
export type Query = estypes.QueryDslQueryContainer;
export type SearchBody = Omit<estypes.SearchRequest, 'index'>;

/**
 * Deep pages cost the cluster a sort of everything before them, and it refuses offsets past
 * `index.max_result_window` (10,000 by default). The API refuses pages past it (search-query.ts), so
 * both engines page alike; a caller of the port that asks anyway gets an empty page with the right total.
 */
export const MAX_RESULT_WINDOW = MAX_PAGED_RESULTS;

const weighted = (field: string, boost: number) => `${field}^${boost}`;

function stemFields(): string[] {
  return [
    weighted('title', FIELD_BOOSTS.title),
    weighted('keywords', FIELD_BOOSTS.keywords),
    weighted('body', FIELD_BOOSTS.body),
  ];
}

function prefixFields(): string[] {
  return [
    weighted('title.prefix', FIELD_BOOSTS.title),
    weighted('keywords.prefix', FIELD_BOOSTS.keywords),
    weighted('body.prefix', FIELD_BOOSTS.body),
  ];
}

/**
 * One query word: any of its alternatives (its forms and, in a search's second pass, its near spellings:
 * query-analysis.ts) by stem in any text field, as a prefix when it is the last one, and both parts of a
 * compound. A field's best match counts, not their sum, so that a word found three ways does not outrank
 * a word found once in a weightier field.
 */
export function termClause(term: QueryTerm): Query {
  const paths: Query[] = [
    { multi_match: { query: term.alternatives.join(' '), fields: stemFields(), type: 'best_fields' } },
  ];
  if (term.prefix) {
    // Every alternative as a prefix, as in the pg adapter: "Torhüter" finds "Torwarttrainer" by its
    // synonym, "Trainerin" the "Trainerlizenz" by its masculine form.
    const prefixes = new Set(term.alternatives.map((w) => w.slice(0, MAX_PREFIX_LENGTH)));
    paths.push({
      multi_match: { query: [...prefixes].join(' '), fields: prefixFields(), type: 'best_fields' },
    });
  }
  if (term.compound) {
    // Both parts of a compound match, the second as the word itself does, as in the pg adapter.
    const parts = term.compound.map((part, i) =>
      termClause({ alternatives: part, prefix: i === 1 && term.prefix }),
    );
    paths.push({ bool: { must: parts } });
  }
  return paths.length === 1 && paths[0] ? paths[0] : { dis_max: { queries: paths } };
}

/**
 * The request that asks the index of a kind what its titles say of the words that may want near
 * spellings (`nearSpellingWords`): per word, whether some title carries it or an alternative (`known_i`,
 * a filter count) and its nearest title words (`near_i`, a term suggester on the folded titles). The pg
 * adapter asks its dictionary of title words the same; query-analysis.ts then joins the answers alike.
 * The suggester takes the edits the pg adapter's `isTypoOf` does: one from 4 letters, two from 8, the
 * first letter kept.
 */
export function titleSpellingsRequest(analyzed: AnalyzedQuery): SearchBody {
  const words = nearSpellingWords(analyzed);
  return {
    size: 0,
    track_total_hits: false,
    aggs: Object.fromEntries(
      words.map(({ alternatives }, i) => [
        `known_${i}`,
        { filter: { terms: { 'title.folded': alternatives } } },
      ]),
    ),
    suggest: Object.fromEntries(
      words.map(({ word }, i) => [
        `near_${i}`,
        {
          text: word,
          term: {
            field: 'title.folded',
            suggest_mode: 'missing',
            size: NEAR_TITLE_SPELLINGS,
            max_edits: allowedEdits(word),
            prefix_length: 1,
            min_word_length: MIN_NEAR_SPELLING_LENGTH,
          },
        },
      ]),
    ),
  };
}

export type FacetFilter = 'states' | 'clubFunctions';

/**
 * The filters a facet can choose; `without` leaves one out for the facet that shows its alternatives.
 * Documents carry their functions' parents too, so any overlap finds the children of a picked parent.
 */
export function facetFilters(query: SearchQuery, without?: FacetFilter): Query[] {
  const filters: Query[] = [];
  if (query.states.length > 0 && without !== 'states') filters.push({ terms: { state: query.states } });
  if (query.clubFunctions.length > 0 && without !== 'clubFunctions') {
    filters.push({ terms: { clubFunctions: query.clubFunctions } });
  }
  return filters;
}

/** The radius, which every count respects: it is part of the question, not a facet. */
function radiusFilter(query: SearchQuery): Query[] {
  if (query.near?.radiusKm === undefined) return [];
  const { lat, lon, radiusKm } = query.near;
  return [{ geo_distance: { distance: `${radiusKm}km`, location: { lat, lon } } }];
}

/**
 * A title that starts with one of the first word's forms: an offer's title starts with its function, so
 * the trainer offers come before the Reha-Trainer ones for "Trainer" (the pg adapter's title start bonus).
 */
function titleStart(term: QueryTerm): Query {
  const clauses = term.alternatives.map((word) => ({ span_term: { 'title.folded': word } }));
  return { span_first: { match: { span_or: { clauses } }, end: 1, boost: 2 } };
}

/**
 * The matching part shared by a page and its facets: every word must match, the title's closeness to
 * the whole query and a title starting with its first word add to the rank (the pg adapter's bonuses).
 */
function matching(query: SearchQuery, analyzed: AnalyzedQuery, filters: Query[]): Query {
  const bool: estypes.QueryDslBoolQuery = {
    filter: [{ term: { country: query.country } }, ...filters, ...radiusFilter(query)],
  };
  if (analyzed.terms.length > 0) {
    bool.must = analyzed.terms.map(termClause);
    bool.should = [
      { match: { 'title.folded': { query: analyzed.folded, operator: 'and', boost: 2 } } },
      ...analyzed.terms.slice(0, 1).map(titleStart),
    ];
  }
  return { bool };
}

function sortOf(query: SearchQuery, analyzed: AnalyzedQuery): estypes.SortCombinations[] {
  const sort: estypes.SortCombinations[] = [];
  if (analyzed.terms.length > 0) sort.push({ _score: { order: 'desc' } });
  if (query.near) {
    // Documents without a location have an infinite distance: they come last.
    sort.push({
      _geo_distance: {
        location: { lat: query.near.lat, lon: query.near.lon },
        order: 'asc',
        unit: 'km',
        distance_type: 'arc',
      },
    });
  }
  // Newest first, and the id keeps pages stable when two documents share a timestamp.
  sort.push({ createdAt: { order: 'desc' } }, { id: { order: 'asc' } });
  return sort;
}

/** The request body of one page of cards, ranked as the port describes. */
export function pageRequest(query: SearchQuery, analyzed = analyzeQuery(query.text)): SearchBody {
  const from = query.page * query.size;
  return {
    query: matching(query, analyzed, facetFilters(query)),
    sort: sortOf(query, analyzed),
    from: Math.min(from, MAX_RESULT_WINDOW),
    size: Math.max(0, Math.min(query.size, MAX_RESULT_WINDOW - from)),
    track_total_hits: true,
    _source: ['card', 'location'],
  };
}

/**
 * The request body of the facet counts: the query without the two facet filters, and per facet a filter
 * aggregation holding only the other facet's filter, so each facet ignores its own choice but not the
 * other's; `total` holds both.
 */
export function facetsRequest(query: SearchQuery, analyzed = analyzeQuery(query.text)): SearchBody {
  const only = (filters: Query[]): Query => ({ bool: { filter: filters } });
  return {
    query: matching(query, analyzed, []),
    size: 0,
    track_total_hits: true,
    aggs: {
      total: { filter: only(facetFilters(query)) },
      states: {
        filter: only(facetFilters(query, 'states')),
        aggs: { values: { terms: { field: 'state', size: STATE_CODES.length } } },
      },
      clubFunctions: {
        filter: only(facetFilters(query, 'clubFunctions')),
        aggs: { values: { terms: { field: 'clubFunctions', size: CLUB_FUNCTIONS.length } } },
      },
    },
  };
}
