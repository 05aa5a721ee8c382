import { useTranslation } from '../../../lib/use-translation';
import { mutate } from 'swr';
import { ownJobsKey, useOwnJobs } from '../../../features/manage-jobs/api/get-own-jobs';
import { OwnJobsList } from '../../../features/manage-jobs/components/own-jobs-list';
import { useLiveList } from '../../../features/manage-matchings/components/use-live-list';
import { ManagePage } from './manage-page';

/** /manage/jobs: the club's own offers with search box, plus button and matching counts, kept current. */
export function JobsListPage() {
  const { t } = useTranslation();
  // A matching of one of the offers changed: the counts are fetched again, once for a burst of changes.
  // A list shown from the cache is being fetched anew: its position is known once that answer is in.
  const { data, isValidating } = useOwnJobs();
  useLiveList(() => mutate(ownJobsKey), undefined, data && !isValidating ? data.livePosition : null);
  return (
    <ManagePage title={t('manage.jobs.title')} crumbs={[{ label: t('manage.breadcrumbs.jobs') }]}>
      <OwnJobsList />
    </ManagePage>
  );
}
