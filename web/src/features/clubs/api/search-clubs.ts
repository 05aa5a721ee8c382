import type { Club } from '@anpfiff/schemas/api/profiles';
import { fetchSearchPage } from '../../../lib/search-api';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';
import { bySlug, type PageFetcher, useSearchList } from '../../../lib/use-search-list';

/** The key of one result list: the API path with the filters, without the page. */
export const searchClubsKey = (filters: SearchFilters) => `clubs?${apiQuery(filters)}`;

export const searchClubs: PageFetcher<Club> = (key, page, signal) => fetchSearchPage<Club>(key, page, signal);

/** `null` waits, e.g. until the filters in the URL are checked against the site's options. */
export function useClubSearch(filters: SearchFilters | null) {
  return useSearchList(filters && searchClubsKey(filters), searchClubs, bySlug);
}
