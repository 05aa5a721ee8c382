import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import { fetchSearchPage } from '../../../lib/search-api';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';
import { type PageFetcher, useSearchList } from '../../../lib/use-search-list';

/** The key of one result list: the API path with the filters, without the page. */
export const searchPeopleKey = (filters: SearchFilters) => `people?${apiQuery(filters)}`;

export const searchPeople: PageFetcher<PersonCard> = (key, page, signal) =>
  fetchSearchPage<PersonCard>(key, page, signal);

export function usePersonSearch(filters: SearchFilters) {
  return useSearchList(searchPeopleKey(filters), searchPeople);
}
