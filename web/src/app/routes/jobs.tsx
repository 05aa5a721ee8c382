import type { Job } from '@anpfiff/schemas/api/profiles';
import { useMemo } from 'react';
import { markersOf } from '../../components/map/map-marker';
import { SearchScreen } from '../../components/search/search-screen';
import { paths } from '../../config/paths';
import { useJobsFacets } from '../../features/jobs/api/get-jobs-facets';
import { useJobSearch } from '../../features/jobs/api/search-jobs';
import { JobCard } from '../../features/jobs/components/job-card';
import { jobRole } from '../../features/jobs/components/job-text';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { FilterFields } from './filter-fields';
import { useSearchRoute } from './use-search-route';

/** /jobs: the offers of the site's country, by text, state and function; list or map. */
export function JobsPage() {
  const { t, filters, dialogOpen, map, filterFields, screen } = useSearchRoute('jobs');
  const list = useJobSearch(filters);
  const { data: facets } = useJobsFacets(filters, dialogOpen);
  // The apply button of 'Mehr Infos' signs its mail with the user's name, as on the offer's page.
  const { data: user } = useAuthentication();
  const markers = useMemo(
    () =>
      markersOf(list.items, (job: Job) => ({
        id: job.slug,
        title: jobRole(t, job),
        subtitle: `${job.clubName}, ${job.address.city}`,
        href: paths.job(job.slug),
      })),
    [list.items, t],
  );
  return (
    <SearchScreen
      {...screen}
      filterCount={3}
      filters={<FilterFields {...filterFields} facets={facets} withFunctions={true} refusal={list.refusal} />}
      list={list}
      renderItem={(job) => <JobCard job={job} displayName={user?.displayName ?? null} />}
      itemKey={(job) => job.slug}
      map={{ ...map, markers }}
    />
  );
}
