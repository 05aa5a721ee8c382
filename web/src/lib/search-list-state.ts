import type { Refusal } from './api-refusal';

/** Spec section 9: page size 20. */
export const PAGE_SIZE = 20;

/**
 * The API pages no further than the first 10000 results (MAX_PAGED_RESULTS of the search schema, not
 * imported: that module brings the validation library into the first load).
 */
export const MAX_LISTED = 10_000;

export interface SearchPage<T> {
  items: T[];
  total: number | null;
}

/** What a search screen's list holds; the functions below are its only transitions. */
export interface ListState<T> {
  /** The search the items answer; null while the screen cannot ask yet. */
  key: string | null;
  items: T[];
  /** The last page that arrived; -1 before the first. */
  page: number;
  total: number | null;
  loading: boolean;
  /** The last page was full: another one may follow. */
  hasMore: boolean;
  /** The last request failed: the screen offers to try that page again instead of more. */
  failed: boolean;
  /** The API refused the search (422): the screen shows its words, and offers neither retry nor more. */
  refused: Refusal | null;
}

export const initialList = <T>(key: string | null): ListState<T> => ({
  key,
  items: [],
  page: -1,
  total: null,
  loading: true,
  hasMore: false,
  failed: false,
  refused: null,
});

/** The page to ask for: the one after the last that arrived, or the first of a new search. */
export const nextPage = (state: ListState<unknown>, key: string | null): number =>
  state.key === key ? state.page + 1 : 0;

/**
 * Adds a page to the list. Pages are counted by position, so an item published meanwhile pushes the last
 * item of the page before onto the next one: `keyOf` names each item, and one already listed is not
 * listed twice.
 */
export function pageArrived<T>(
  state: ListState<T>,
  key: string,
  page: number,
  result: SearchPage<T>,
  keyOf: (item: T) => unknown = (item) => item,
): ListState<T> {
  const listed = new Set(page === 0 ? [] : state.items.map(keyOf));
  return {
    key,
    items: page === 0 ? result.items : [...state.items, ...result.items.filter((i) => !listed.has(keyOf(i)))],
    page,
    total: result.total ?? (page === 0 ? null : state.total),
    loading: false,
    hasMore: result.items.length >= PAGE_SIZE && (page + 1) * PAGE_SIZE < MAX_LISTED,
    failed: false,
    refused: null,
  };
}

/**
 * A failed page offers no more pages: asking for the next one would only repeat the failure. A refusal
 * (422, `refused`) offers no retry either, as the same parameters are refused again; any other failure
 * (network, 5xx) may pass on a second try. A failed first page of a new search drops the old search's
 * cards, which would otherwise stand under the new query.
 */
export function pageFailed<T>(
  state: ListState<T>,
  key: string,
  page: number,
  refused: Refusal | null = null,
): ListState<T> {
  const base = page === 0 ? initialList<T>(key) : state;
  return { ...base, loading: false, hasMore: false, failed: refused === null, refused };
}
