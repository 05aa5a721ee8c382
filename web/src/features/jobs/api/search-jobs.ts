import type { Job } from '@anpfiff/schemas/api/profiles';
import { fetchSearchPage } from '../../../lib/search-api';
import { apiQuery, type SearchFilters } from '../../../lib/search-params';
import { bySlug, type PageFetcher, useSearchList } from '../../../lib/use-search-list';

/** The key of one result list: the API path with the filters, without the page. */
export const searchJobsKey = (filters: SearchFilters) => `jobs?${apiQuery(filters)}`;

export const searchJobs: PageFetcher<Job> = (key, page, signal) => fetchSearchPage<Job>(key, page, signal);

/** `null` waits, e.g. until the filters in the URL are checked against the site's options. */
export function useJobSearch(filters: SearchFilters | null) {
  return useSearchList(filters && searchJobsKey(filters), searchJobs, bySlug);
}
