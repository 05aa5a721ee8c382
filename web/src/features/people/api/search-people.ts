import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import { fetchSearchPage } from '../../../lib/search-api';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';
import { bySlug, type PageFetcher, useSearchList } from '../../../lib/use-search-list';

/** The key of one result list: the API path with the filters, without the page. */
export const searchPeopleKey = (filters: SearchFilters) => `people?${apiQuery(filters)}`;

export const searchPeople: PageFetcher<PersonCard> = (key, page, signal) =>
  fetchSearchPage<PersonCard>(key, page, signal);

/** `null` waits, e.g. until the filters in the URL are checked against the site's options. */
export function usePersonSearch(filters: SearchFilters | null) {
  return useSearchList(filters && searchPeopleKey(filters), searchPeople, bySlug);
}
