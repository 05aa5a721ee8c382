import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOwnJob } from '../../../features/manage-jobs/api/get-own-job';
import { JobMatchings } from '../../../features/manage-matchings/components/job-matchings';
import { ManagePage } from './manage-page';

/** /manage/jobs/matchings/{slug}: the people matching one offer, updated live. */
export function JobMatchingsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: job } = useOwnJob(slug);
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
      <JobMatchings slug={slug} jobId={job?.id} />
    </ManagePage>
  );
}
