import type { SearchFacets } from '@anpfiff/schemas/search/search-document';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';

/** Counts per state and function for the current search; each facet ignores its own filter (server). */
export const clubsFacetsKey = (filters: SearchFilters) => `clubs/facets?${apiQuery(filters)}`;

export const getClubsFacets = (key: string): Promise<SearchFacets> => getJson<SearchFacets>(key);

/** Asked only while a filter dialog is open. */
export function useClubsFacets(filters: SearchFilters | null, enabled: boolean) {
  return useSWR(enabled && filters ? clubsFacetsKey(filters) : null, getClubsFacets, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
