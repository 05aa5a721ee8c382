import type { SearchFacets } from '@anpfiff/schemas/search/search-document';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';

/** Counts per state and function for the current search; each facet ignores its own filter (server). */
export const peopleFacetsKey = (filters: SearchFilters) => `people/facets?${apiQuery(filters)}`;

export const getPeopleFacets = (key: string): Promise<SearchFacets> => getJson<SearchFacets>(key);

/** Asked only while a filter dialog is open. */
export function usePeopleFacets(filters: SearchFilters | null, enabled: boolean) {
  return useSWR(enabled && filters ? peopleFacetsKey(filters) : null, getPeopleFacets, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
