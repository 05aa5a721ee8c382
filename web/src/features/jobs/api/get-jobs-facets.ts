import type { SearchFacets } from '@anpfiff/schemas/search/search-document';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';

/** Counts per state and function for the current search; each facet ignores its own filter (server). */
export const jobsFacetsKey = (filters: SearchFilters) => `jobs/facets?${apiQuery(filters)}`;

export const getJobsFacets = (key: string): Promise<SearchFacets> => getJson<SearchFacets>(key);

/** Asked only while a filter dialog is open. */
export function useJobsFacets(filters: SearchFilters | null, enabled: boolean) {
  return useSWR(enabled && filters ? jobsFacetsKey(filters) : null, getJobsFacets, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
