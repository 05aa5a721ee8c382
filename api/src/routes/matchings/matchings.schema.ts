import { DEFAULT_PAGE_SIZE, maxResultsParam, pageParam } from '@anpfiff/schemas/search/search-query';
import { z } from 'zod';
import type { ListSlice } from '../../queries/matchings';
import { parseRequest } from '../../support/parse-request';

/**
 * Optional paging of the two matchings lists, as the searches page. Without either parameter the whole
 * list comes back, as spec section 7 has it; the total is in X-Total-Count either way. An offer near a
 * city can have thousands of matching people, and a person hundreds of offers: the pages load twenty.
 */
export const matchingsPageSchema = z.object({
  page: pageParam.optional(),
  maxResults: maxResultsParam.optional(),
});

/** The part of a matchings list the query string asks for; undefined for the whole list. */
export function listSliceOf(query: unknown): ListSlice | undefined {
  const { page, maxResults } = parseRequest(matchingsPageSchema, query);
  if (page === undefined && maxResults === undefined) return undefined;
  const size = maxResults ?? DEFAULT_PAGE_SIZE;
  return { offset: (page ?? 0) * size, limit: size };
}
