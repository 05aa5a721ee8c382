import { CLUB_FUNCTIONS, type ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { STATE_CODES, type StateCode } from '@anpfiff/schemas/catalogues/states';
import type { SearchFacets, SearchHit, SearchResult } from '@anpfiff/schemas/search/search-document';
import type { SearchQuery } from '@anpfiff/schemas/search/search-query';
import { type AnalyzedQuery, nearSpellingWords, type TitleSpellings } from '../query-analysis';
import { distanceKm, type LatLon } from '../../geo/distance';

/** The parts of a search response this adapter reads; OpenSearch and Elasticsearch answer alike. */
export interface RawSearchResponse {
  hits: {
    /** A number from old clusters, `{value, relation}` from current ones. */
    total?: number | { value: number };
    hits: { _id: string; _source?: { card?: Record<string, unknown>; location?: LatLon | null } }[];
  };
  aggregations?: Record<string, RawFilterAggregation>;
  /** Term suggester entries: one per token of the text it was given, each with its options. */
  suggest?: Record<string, { options: { text: string }[] }[]>;
}

interface RawFilterAggregation {
  doc_count: number;
  values?: { buckets: { key: string; doc_count: number }[] };
}

export function totalOf(response: RawSearchResponse): number {
  const total = response.hits.total;
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

/**
 * Hits → cards, with the document's location and, for a query `near` somewhere, its distance rounded to
 * 100 m as the pg adapter gives it. The distance is computed here from the stored point rather than read
 * from the sort values, which a text query puts behind the score and which are Infinity without a point.
 */
export function searchResultOf(response: RawSearchResponse, query: SearchQuery): SearchResult {
  const hits = response.hits.hits.map((hit): SearchHit => {
    const card = hit._source?.card ?? {};
    const location = hit._source?.location ?? null;
    return {
      id: hit._id,
      card,
      ...(location ? { location: { lat: location.lat, lon: location.lon } } : {}),
      ...(location && query.near
        ? { distanceKm: Math.round(distanceKm(query.near, location) * 10) / 10 }
        : {}),
    };
  });
  return { hits, total: totalOf(response) };
}

/** Bucket counts keyed in catalogue order, so a client can list them as they come (as the pg adapter). */
function inCatalogueOrder<K extends string>(
  aggregation: RawFilterAggregation | undefined,
  order: readonly K[],
): Partial<Record<K, number>> {
  const counts = new Map((aggregation?.values?.buckets ?? []).map((b) => [b.key, b.doc_count]));
  return Object.fromEntries(order.filter((k) => counts.has(k)).map((k) => [k, counts.get(k)])) as Partial<
    Record<K, number>
  >;
}

/** Aggregations of `facetsRequest` → facet counts. */
export function facetsOf(response: RawSearchResponse): SearchFacets {
  const aggs = response.aggregations ?? {};
  return {
    total: aggs.total?.doc_count ?? 0,
    states: inCatalogueOrder<StateCode>(aggs.states, STATE_CODES),
    clubFunctions: inCatalogueOrder<ClubFunction>(aggs.clubFunctions, CLUB_FUNCTIONS),
  };
}

/** The answer to `titleSpellingsRequest`, word by word, as `withNearSpellings` takes it. */
export function titleSpellingsOf(
  response: RawSearchResponse,
  analyzed: AnalyzedQuery,
): Map<string, TitleSpellings> {
  return new Map(
    nearSpellingWords(analyzed).map(({ word }, i) => {
      const known = (response.aggregations?.[`known_${i}`]?.doc_count ?? 0) > 0;
      const near = (response.suggest?.[`near_${i}`] ?? []).flatMap((entry) =>
        entry.options.map((o) => o.text),
      );
      return [word, { known, near }];
    }),
  );
}
