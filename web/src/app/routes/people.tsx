import { SearchScreen } from '../../components/search/search-screen';
import { usePeopleFacets } from '../../features/people/api/get-people-facets';
import { usePersonSearch } from '../../features/people/api/search-people';
import { PersonCard } from '../../features/people/components/person-card';
import { FilterFields } from './filter-fields';
import { useSearchRoute } from './use-search-route';

/** /people: motivated athletes of the site's country, by text, state and the functions they want. */
export function PeoplePage() {
  const { filters, dialogOpen, filterFields, screen } = useSearchRoute('people');
  const list = usePersonSearch(filters);
  const { data: facets } = usePeopleFacets(filters, dialogOpen);
  return (
    <SearchScreen
      {...screen}
      filterCount={3}
      filters={<FilterFields {...filterFields} facets={facets} withFunctions={true} refusal={list.refusal} />}
      list={list}
      renderItem={(person) => <PersonCard person={person} />}
      itemKey={(person) => person.slug}
    />
  );
}
