import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromUrl, filtersToUrl, type SearchFilters } from './search-params';

/**
 * The filters of a search screen, kept in the URL. Typing replaces the history entry (no entry per
 * keystroke); a committed filter adds one, so the back button undoes it.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const update = useCallback(
    (patch: Partial<SearchFilters>, options: { replace?: boolean } = {}) =>
      setParams((current) => filtersToUrl({ ...filtersFromUrl(current), ...patch }, current), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const setView = useCallback(
    (next: 'list' | 'map') =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === 'map') copy.set('view', 'map');
          else copy.delete('view');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update, view, setView } as const;
}
