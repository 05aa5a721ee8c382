import type { Club } from '@anpfiff/schemas/api/profiles';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { positionOf } from '../../components/map/map-marker';
import { SearchScreen } from '../../components/search/search-screen';
import { paths } from '../../config/paths';
import { useClubsFacets } from '../../features/clubs/api/get-clubs-facets';
import { useClubSearch } from '../../features/clubs/api/search-clubs';
import { ClubCard } from '../../features/clubs/components/club-card';
import { usePageMeta } from '../../lib/page-meta';
import { useSearchFilters } from '../../lib/use-search-filters';
import { FilterFields } from './filter-fields';
import { useKnownFilters } from './filter-options';

/** /clubs: the club directory of the site's country, by text and state; list or map. */
export function ClubsPage() {
  const { t } = useTranslation();
  usePageMeta(t('search.clubs.title'), t('search.clubs.description'));
  const { filters: requested, update, view, setView } = useSearchFilters();
  const { filters, shown } = useKnownFilters(requested, update);
  // Clubs have no function filter; one left in a shared link must not narrow the list unseen.
  const clubFilters = useMemo(() => filters && { ...filters, clubFunctions: [] }, [filters]);
  const list = useClubSearch(clubFilters);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data: facets } = useClubsFacets(clubFilters, dialogOpen);
  const markers = useMemo(
    () =>
      list.items.flatMap((club: Club) => {
        const at = positionOf(club);
        if (!at) return [];
        return [
          {
            id: club.slug,
            ...at,
            title: club.name,
            subtitle: `${club.address.zip} ${club.address.city}`,
            href: paths.club(club.slug),
          },
        ];
      }),
    [list.items],
  );
  return (
    <SearchScreen
      title={t('search.clubs.title')}
      lead={t('search.clubs.lead')}
      query={requested.query}
      onQuery={(query) => update({ query }, { replace: true })}
      filterCount={1}
      filters={
        <FilterFields
          filters={shown}
          update={update}
          facets={facets}
          onOpenChange={setDialogOpen}
          withFunctions={false}
        />
      }
      list={list}
      totalText={(count) => t('search.clubs.total', { count })}
      renderItem={(club) => <ClubCard club={club} />}
      itemKey={(club) => club.slug}
      empty={t('search.clubs.empty')}
      noMore={t('search.clubs.noMore')}
      map={{ view, onView: setView, markers }}
    />
  );
}
