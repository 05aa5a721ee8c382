import type { IndexData } from '@anpfiff/schemas/api/site';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useIndexData } from '../../features/index-data/api/get-index-data';
import { knownFilters } from '../../lib/search-known-filters';
import type { SearchFilters } from '../../lib/search-params';
import type { SelectOption } from '../../lib/selection';

/** The options of the state and function filters, from the index data, with translated function names. */
export function useFilterOptions(indexData: IndexData | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    const states: SelectOption[] = (indexData?.states ?? []).map((s) => ({
      code: s.code,
      label: s.name,
      parent: null,
    }));
    const clubFunctions: SelectOption[] = (indexData?.clubFunctions ?? []).map((f) => ({
      code: f.code,
      label: t(`clubFunctions.${f.code}`, { defaultValue: f.name }),
      parent: f.parent,
    }));
    return { states, clubFunctions };
  }, [indexData, t]);
}

/**
 * The URL's filters without codes this site does not offer (lib/search-known-filters.ts), and the URL
 * cleaned of them, so a shared link shows what it searches. `filters` is null while the codes cannot be
 * checked yet; if the site's options cannot be loaded at all, the filters go out as they are.
 */
export function useKnownFilters(
  requested: SearchFilters,
  update: (patch: Partial<SearchFilters>, options: { replace?: boolean }) => void,
) {
  const { data: indexData, error } = useIndexData();
  const filters = useMemo(
    () => (error ? requested : knownFilters(requested, indexData)),
    [requested, indexData, error],
  );
  useEffect(() => {
    if (filters && filters !== requested) {
      update({ states: filters.states, clubFunctions: filters.clubFunctions }, { replace: true });
    }
  }, [filters, requested, update]);
  // Until then the fields show no selection: an unchecked code has no label and must offer no ×.
  const shown = filters ?? { ...requested, states: [], clubFunctions: [] };
  return { filters, shown };
}
