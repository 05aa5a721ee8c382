import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { SearchScreen } from '../../components/search/search-screen';
import { usePeopleFacets } from '../../features/people/api/get-people-facets';
import { usePersonSearch } from '../../features/people/api/search-people';
import { PersonCard } from '../../features/people/components/person-card';
import { usePageMeta } from '../../lib/page-meta';
import { useSearchFilters } from '../../lib/use-search-filters';
import { FilterFields } from './filter-fields';
import { useKnownFilters } from './filter-options';

/** /people: motivated athletes of the site's country, by text, state and the functions they want. */
export function PeoplePage() {
  const { t } = useTranslation();
  usePageMeta(t('search.people.title'), t('search.people.description'));
  const { filters: requested, update } = useSearchFilters();
  const { filters, shown } = useKnownFilters(requested, update);
  const list = usePersonSearch(filters);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data: facets } = usePeopleFacets(filters, dialogOpen);
  return (
    <SearchScreen
      title={t('search.people.title')}
      lead={t('search.people.lead')}
      query={requested.query}
      onQuery={(query) => update({ query }, { replace: true })}
      filterCount={2}
      filters={
        <FilterFields
          filters={shown}
          update={update}
          facets={facets}
          onOpenChange={setDialogOpen}
          withFunctions={true}
        />
      }
      list={list}
      totalText={(count) => t('search.people.total', { count })}
      renderItem={(person) => <PersonCard person={person} />}
      itemKey={(person) => person.slug}
      empty={t('search.people.empty')}
      noMore={t('search.people.noMore')}
    />
  );
}
