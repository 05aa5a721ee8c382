import type { Job } from '@anpfiff/schemas/api/profiles';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { positionOf } from '../../components/map/map-marker';
import { SearchScreen } from '../../components/search/search-screen';
import { paths } from '../../config/paths';
import { useJobsFacets } from '../../features/jobs/api/get-jobs-facets';
import { useJobSearch } from '../../features/jobs/api/search-jobs';
import { JobCard } from '../../features/jobs/components/job-card';
import { jobRole } from '../../features/jobs/components/job-text';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { usePageMeta } from '../../lib/page-meta';
import { useSearchFilters } from '../../lib/use-search-filters';
import { FilterFields } from './filter-fields';
import { useKnownFilters } from './filter-options';

/** /jobs: the offers of the site's country, by text, state and function; list or map. */
export function JobsPage() {
  const { t } = useTranslation();
  usePageMeta(t('search.jobs.title'), t('search.jobs.description'));
  const { filters: requested, update, view, setView } = useSearchFilters();
  const { filters, shown } = useKnownFilters(requested, update);
  const list = useJobSearch(filters);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data: facets } = useJobsFacets(filters, dialogOpen);
  // The apply button of 'Mehr Infos' signs its mail with the user's name, as on the offer's page.
  const { data: user } = useAuthentication();
  const markers = useMemo(
    () =>
      list.items.flatMap((job: Job) => {
        const at = positionOf(job);
        if (!at) return [];
        const marker = {
          id: job.slug,
          ...at,
          title: jobRole(t, job),
          subtitle: `${job.clubName}, ${job.address.city}`,
          href: paths.job(job.slug),
        };
        return [marker];
      }),
    [list.items, t],
  );
  return (
    <SearchScreen
      title={t('search.jobs.title')}
      lead={t('search.jobs.lead')}
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
      totalText={(count) => t('search.jobs.total', { count })}
      renderItem={(job) => <JobCard job={job} displayName={user?.displayName ?? null} />}
      itemKey={(job) => job.slug}
      empty={t('search.jobs.empty')}
      noMore={t('search.jobs.noMore')}
      map={{ view, onView: setView, markers }}
    />
  );
}
