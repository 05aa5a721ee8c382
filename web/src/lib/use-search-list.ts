import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Refusal } from './api-refusal';
import { refusalOf } from './search-refusal';
import { keepList, keptList } from './search-list-history';
import {
  initialList,
  type ListState,
  nextPage,
  pageArrived,
  pageFailed,
  type SearchPage,
} from './search-list-state';

export { PAGE_SIZE, type SearchPage } from './search-list-state';

/** The search cards' key: each kind's slug, unique per site. */
export const bySlug = (item: { slug: string }) => item.slug;

/** Spec section 9: a 200 ms pause before a changed search reloads. */
export const SEARCH_PAUSE_MS = 200;

/** Loads one page of the list that `key` describes; must be a stable (module level) function, as `keyOf`. */
export type PageFetcher<T> = (key: string, page: number, signal: AbortSignal) => Promise<SearchPage<T>>;

export interface SearchList<T> {
  items: T[];
  /** Total hits the server reported, when it did. */
  total: number | null;
  loading: boolean;
  /** The last page was full: another one may follow. */
  hasMore: boolean;
  /** The search has answered at least once, with a page or an error. */
  loaded: boolean;
  loadMore(): void;
  /** The last request failed; `retry` asks for the same page again. */
  failed?: boolean;
  retry?(): void;
  /** The API refused the search (422) with these German words; nothing to retry, no more pages. */
  refusal?: Refusal | null;
}

/**
 * The result list of a search screen (spec section 4): a changed key waits 200 ms, then reloads from
 * page 0; load-more fetches the next page. A request still running is aborted when a new one starts, and
 * an answer that arrives anyway after it was superseded is dropped, so an old, slow answer never
 * overwrites a newer one. A page with fewer than PAGE_SIZE items ends the list. A null key waits.
 *
 * Leaving the screen keeps the list with the history entry; Back to that entry shows the same pages at
 * the same scroll position without asking again, as long as the search is the same.
 */
export function useSearchList<T>(
  key: string | null,
  fetchPage: PageFetcher<T>,
  keyOf: (item: T) => string,
): SearchList<T> {
  const { key: entry } = useLocation();
  const [restored] = useState(() => keptList<T>(entry, key));
  const [state, setState] = useState<ListState<T>>(() => {
    if (!restored) return initialList<T>(key);
    const { key: listKey, items, page, total, hasMore } = restored;
    return { key: listKey, items, page, total, hasMore, loading: false, failed: false, refused: null };
  });
  const running = useRef<AbortController | null>(null);
  const started = useRef(false);
  const changed = useRef(false);
  const latest = useRef({ state, entry });
  useLayoutEffect(() => {
    latest.current = { state, entry };
  });

  // Kept while the list is still on screen: the layout cleanup runs before React removes the cards, so
  // the scroll position is the visitor's, not one the shorter next page forced.
  useLayoutEffect(
    () => () => {
      const { state: last, entry: leftEntry } = latest.current;
      if (last.key === null || last.page < 0) return;
      const { key: lastKey, items, page, total } = last;
      const hasMore = last.hasMore || last.failed || last.loading;
      keepList(leftEntry, { key: lastKey, items, page, total, hasMore, scrollY: window.scrollY });
    },
    [],
  );

  useEffect(() => {
    if (!restored) return;
    // After the app shell's scroll to the top of a new page (an effect that runs before this one), and
    // once more after the restored cards are laid out.
    window.scrollTo(0, restored.scrollY);
    const frame = requestAnimationFrame(() => window.scrollTo(0, restored.scrollY));
    return () => cancelAnimationFrame(frame);
  }, [restored]);

  const load = useCallback(
    (page: number) => {
      if (key === null) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState((s) => ({ ...s, loading: true, failed: false, refused: null }));
      fetchPage(key, page, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          running.current = null;
          // Twenty cards render in slices, so the page stays responsive while they appear.
          startTransition(() => setState((s) => pageArrived(s, key, page, result, keyOf)));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          running.current = null;
          setState((s) => pageFailed(s, key, page, refusalOf(error)));
        },
      );
    },
    [key, fetchPage, keyOf],
  );

  useEffect(() => {
    if (key === null) return;
    // Restored on Back: nothing to ask until the search changes. (Checked per run, not consumed, so a
    // second run of the same effect in development keeps the restored list too.)
    if (restored && !changed.current) {
      started.current = true;
      if (restored.key === key) return;
      changed.current = true;
    }
    // The first search of the screen runs at once; later changes wait for the user to pause.
    const delay = started.current ? SEARCH_PAUSE_MS : 0;
    started.current = true;
    const timer = setTimeout(() => load(0), delay);
    return () => clearTimeout(timer);
  }, [load, key, restored]);

  useEffect(() => () => running.current?.abort(), []);

  const next = nextPage(state, key);
  const loadMore = useCallback(() => {
    if (!state.loading && state.hasMore) load(next);
  }, [load, next, state.loading, state.hasMore]);
  const retry = useCallback(() => {
    if (!state.loading && state.failed) load(next);
  }, [load, next, state.loading, state.failed]);

  return {
    items: state.items,
    total: state.total,
    loading: state.loading,
    hasMore: state.hasMore,
    loaded: state.page >= 0 || state.failed || state.refused !== null,
    failed: state.failed,
    refusal: state.refused,
    loadMore,
    retry,
  };
}
