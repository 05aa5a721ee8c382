import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../components/search/multi-select-field';
import { SearchScreen } from '../../components/search/search-screen';
import { useIndexData } from '../../features/index-data/api/get-index-data';
import { usePeopleFacets } from '../../features/people/api/get-people-facets';
import { usePersonSearch } from '../../features/people/api/search-people';
import { PersonCard } from '../../features/people/components/person-card';
import { usePageMeta } from '../../lib/page-meta';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useFilterOptions } from './filter-options';

/** /people: motivated athletes of the site's country, by text, state and the functions they want. */
export function PeoplePage() {
  const { t } = useTranslation();
  usePageMeta(t('search.people.title'), t('search.people.description'));
  const { filters, update } = useSearchFilters();
  const list = usePersonSearch(filters);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data: facets } = usePeopleFacets(filters, dialogOpen);
  const { data: indexData } = useIndexData();
  const { states, clubFunctions } = useFilterOptions(indexData);
  return (
    <SearchScreen
      title={t('search.people.title')}
      lead={t('search.people.lead')}
      query={filters.query}
      onQuery={(query) => update({ query }, { replace: true })}
      filterCount={2}
      filters={
        <>
          <MultiSelectField
            label={t('search.state')}
            options={states}
            value={filters.states}
            counts={facets?.states}
            onChange={(value) => update({ states: value })}
            onOpenChange={setDialogOpen}
            testId="filter-states"
          />
          <MultiSelectField
            label={t('search.clubFunction')}
            options={clubFunctions}
            value={filters.clubFunctions}
            counts={facets?.clubFunctions}
            onChange={(value) => update({ clubFunctions: value })}
            onOpenChange={setDialogOpen}
            testId="filter-clubFunctions"
          />
        </>
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
