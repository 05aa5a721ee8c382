import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { getLiveList } from '../../../lib/api-client';
import { PAGE_SIZE, type SearchList } from '../../../lib/use-search-list';

type Page<T> = { items: T[]; total: number | null; livePosition: string | null };

/** The URL of each page of the list at `path`; null after a short page, which ends it. */
const pageKeys =
  (path: string) =>
  <T>(index: number, previous: Page<T> | null) =>
    previous && previous.items.length < PAGE_SIZE ? null : `${path}?page=${index}&maxResults=${PAGE_SIZE}`;

/** Marks the cached pages of a list stale, e.g. after a save that changes what matches. */
export const refreshMatchingPages = (path: string) => mutate(unstable_serialize(pageKeys(path)));

/**
 * A matchings list in pages of twenty, best first, with load-more like the searches. A reload (after a
 * live announcement) fetches the loaded pages again, so the list stays as long as the user made it. A list
 * shown again from the cache (the page left and opened anew) is reloaded the same way: the live stream
 * was closed meanwhile, and SWR's own revalidation fetches no page it holds (revalidateFirstPage is off).
 */
export function useMatchingPages<T>(
  path: string,
): SearchList<T> & { error: unknown; reload(): unknown; readAt: string | null } {
  const {
    data,
    error,
    size,
    setSize,
    isValidating,
    mutate: reload,
  } = useSWRInfinite<Page<T>>(pageKeys(path), (key: string) => getLiveList<T>(key), {
    // Loading more fetches the next page only; the live announcements keep the loaded ones current.
    revalidateFirstPage: false,
  });
  const [fromCache] = useState(data !== undefined);
  const [cacheReloaded, setCacheReloaded] = useState(false);
  useEffect(() => {
    const reloaded = () => setCacheReloaded(true);
    if (fromCache) void Promise.resolve(reload()).then(reloaded, reloaded);
  }, [fromCache, reload]);
  const pages = data ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? null;
  // A page is missing while the next one loads or after it failed; a reload fetches the loaded ones.
  const missing = pages.length < size;
  // A live reload is not shown as loading, unless it is the retry of a failed one.
  const loading = isValidating && (missing || error !== undefined);
  return {
    items,
    total,
    loading,
    loaded: data !== undefined,
    hasMore: total === null ? (pages.at(-1)?.items.length ?? 0) >= PAGE_SIZE : items.length < total,
    loadMore: () => void setSize(size + 1),
    // Before the first page there is no list yet: the page shows `error` instead.
    failed: data !== undefined && error !== undefined,
    // The failed next page again (setSize fetches only pages it lacks), or the failed reload.
    retry: () => void (missing ? setSize(size) : reload()),
    error,
    reload,
    // Where the list's changes reach to (useLiveList); a cached list's only once it is fetched again. That
    // reload is this hook's own, so it tracks its end itself: SWR's isValidating (as on "Meine Angebote",
    // whose plain list SWR revalidates by itself) may still be false on the render the cached pages show.
    readAt: fromCache && !cacheReloaded ? null : (pages[0]?.livePosition ?? null),
  };
}
