import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import { useState } from 'react';
import { usePageMeta } from '../../lib/page-meta';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useTranslation } from '../../lib/use-translation';
import { useKnownFilters } from './filter-options';

/**
 * What the three search routes share: the page's title and description, the URL's filters checked against
 * the site's options, the screen's texts, and whether a filter dialog is open (facet counts load only then).
 */
export function useSearchRoute(kind: SearchKind) {
  const { t } = useTranslation();
  usePageMeta(t(`search.${kind}.title`), t(`search.${kind}.description`));
  const { filters: requested, update, view, setView } = useSearchFilters();
  const { filters, shown } = useKnownFilters(requested, update);
  const [dialogOpen, setDialogOpen] = useState(false);
  return {
    t,
    /** What goes to the search and facet calls; null until the URL's codes are checked. */
    filters,
    dialogOpen,
    map: { view, onView: setView },
    /** The props of FilterFields besides the facets and whether it offers functions. */
    filterFields: { filters: shown, update, onOpenChange: setDialogOpen },
    /** The props of SearchScreen that speak of the kind of result. */
    screen: {
      title: t(`search.${kind}.title`),
      lead: t(`search.${kind}.lead`),
      query: requested.query,
      onQuery: (query: string) => update({ query }, { replace: true }),
      totalText: (count: number) => t(`search.${kind}.total`, { count }),
      empty: t(`search.${kind}.empty`),
      noMore: t(`search.${kind}.noMore`),
    },
  };
}
