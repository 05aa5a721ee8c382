import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOwnJob } from '../../../features/manage-jobs/api/get-own-job';
import { JobMatchings } from '../../../features/manage-matchings/components/job-matchings';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';

/**
 * /manage/jobs/matchings/{slug}: the people matching one offer, updated live. An offer that is gone (or
 * never was the club's) says so and leads back to the list, as its other pages do.
 */
export function JobMatchingsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: job, error } = useOwnJob(slug);
  const code = job ? (job.subClubFunction ?? job.clubFunction) : undefined;
  const role = code ? t(`clubFunctions.${code}`, { defaultValue: code }) : '…';
  return (
    <ManagePage
      title={t('manage.matchings.jobTitle', { role })}
      crumbs={[
        { label: t('manage.breadcrumbs.jobs'), to: paths.manageJobs },
        { label: t('manage.breadcrumbs.job'), to: paths.manageJob(slug) },
        { label: t('manage.breadcrumbs.matchings') },
      ]}
    >
      {error ? (
        <LoadState
          error={error}
          notFound={t('manage.jobs.notFound')}
          back={{ to: paths.manageJobs, label: t('manage.jobs.backToList') }}
        />
      ) : (
        <JobMatchings slug={slug} jobId={job?.id} />
      )}
    </ManagePage>
  );
}
