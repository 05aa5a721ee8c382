import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: page size 20 and a 200 ms pause before a changed search reloads. */
export const PAGE_SIZE = 20;
export const SEARCH_PAUSE_MS = 200;

export interface SearchPage<T> {
  items: T[];
  total: number | null;
}

/** Loads one page of the list that `key` describes; must be a stable (module level) function. */
export type PageFetcher<T> = (key: string, page: number, signal: AbortSignal) => Promise<SearchPage<T>>;

export interface SearchList<T> {
  items: T[];
  /** Total hits the server reported, when it did. */
  total: number | null;
  loading: boolean;
  /** The last page was full: another one may follow. */
  hasMore: boolean;
  /** At least one page of the current search has arrived. */
  loaded: boolean;
  loadMore(): void;
}

interface State<T> {
  key: string;
  items: T[];
  page: number;
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  loaded: boolean;
}

const initial = <T>(key: string): State<T> => ({
  key,
  items: [],
  page: -1,
  total: null,
  loading: true,
  hasMore: false,
  loaded: false,
});

/**
 * The result list of a search screen (spec section 4): a changed key waits 200 ms, then reloads from
 * page 0; load-more fetches the next page. A request still running is aborted when a new one starts, and
 * an answer that arrives anyway after it was superseded is dropped, so an old, slow answer never
 * overwrites a newer one. A page with fewer than PAGE_SIZE items ends the list.
 */
export function useSearchList<T>(key: string, fetchPage: PageFetcher<T>): SearchList<T> {
  const [state, setState] = useState<State<T>>(() => initial<T>(key));
  const running = useRef<AbortController | null>(null);
  const started = useRef(false);

  const load = useCallback(
    (page: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState((s) => ({ ...s, loading: true }));
      fetchPage(key, page, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          running.current = null;
          // Twenty cards render in slices, so the page stays responsive while they appear.
          startTransition(() =>
            setState((s) => ({
              key,
              items: page === 0 ? result.items : [...s.items, ...result.items],
              page,
              total: result.total ?? (page === 0 ? null : s.total),
              loading: false,
              hasMore: result.items.length >= PAGE_SIZE,
              loaded: true,
            })),
          );
        },
        () => {
          if (controller.signal.aborted) return;
          running.current = null;
          // Spec section 8: outside forms an error is only a status. The button offers the page again.
          setState((s) => ({ ...s, loading: false, hasMore: true }));
        },
      );
    },
    [key, fetchPage],
  );

  useEffect(() => {
    // The first search of the screen runs at once; later changes wait for the user to pause.
    const delay = started.current ? SEARCH_PAUSE_MS : 0;
    started.current = true;
    const timer = setTimeout(() => load(0), delay);
    return () => clearTimeout(timer);
  }, [load]);

  useEffect(() => () => running.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (state.loading || !state.hasMore) return;
    load(state.key === key && state.loaded ? state.page + 1 : 0);
  }, [load, key, state]);

  return {
    items: state.items,
    total: state.total,
    loading: state.loading,
    hasMore: state.hasMore,
    loaded: state.loaded,
    loadMore,
  };
}
