import { getList } from './api-client';
import { PAGE_SIZE, type SearchPage } from './use-search-list';

/**
 * One page of a search list. `key` is '<kind>?<query>' as the features build it; page and page size are
 * added here, so every search sends the spec's page size of 20.
 */
export function fetchSearchPage<T>(key: string, page: number, signal: AbortSignal): Promise<SearchPage<T>> {
  const [path = '', query = ''] = key.split('?');
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  params.set('maxResults', String(PAGE_SIZE));
  return getList<T>(`${path}?${params.toString()}`, signal);
}
