import type { Club } from '@anpfiff/schemas/api/profiles';
import { useMemo } from 'react';
import { markersOf } from '../../components/map/map-marker';
import { SearchScreen } from '../../components/search/search-screen';
import { paths } from '../../config/paths';
import { useClubsFacets } from '../../features/clubs/api/get-clubs-facets';
import { useClubSearch } from '../../features/clubs/api/search-clubs';
import { ClubCard } from '../../features/clubs/components/club-card';
import { FilterFields } from './filter-fields';
import { useSearchRoute } from './use-search-route';

/** /clubs: the club directory of the site's country, by text and state; list or map. */
export function ClubsPage() {
  const { filters, dialogOpen, map, filterFields, screen } = useSearchRoute('clubs');
  // Clubs have no function filter; one left in a shared link must not narrow the list unseen.
  const clubFilters = useMemo(() => filters && { ...filters, clubFunctions: [] }, [filters]);
  const list = useClubSearch(clubFilters);
  const { data: facets } = useClubsFacets(clubFilters, dialogOpen);
  const markers = useMemo(
    () =>
      markersOf(list.items, (club: Club) => ({
        id: club.slug,
        title: club.name,
        subtitle: `${club.address.zip} ${club.address.city}`,
        href: paths.club(club.slug),
      })),
    [list.items],
  );
  return (
    <SearchScreen
      {...screen}
      filterCount={2}
      filters={
        <FilterFields {...filterFields} facets={facets} withFunctions={false} refusal={list.refusal} />
      }
      list={list}
      renderItem={(club) => <ClubCard club={club} />}
      itemKey={(club) => club.slug}
      map={{ ...map, markers }}
    />
  );
}
