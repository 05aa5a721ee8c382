import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router-dom';
import { useJob } from '../../features/jobs/api/get-job';
import { JobDetails } from '../../features/jobs/components/job-details';
import { jobRole } from '../../features/jobs/components/job-text';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { metaDescription, usePageMeta } from '../../lib/page-meta';
import { DetailState } from './detail-state';
import '../../locales/detail-texts';

/** /jobs/{slug}: titled 'Role bei Club', the same as the server writes into the HTML. */
export function JobPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: job, error, mutate } = useJob(slug);
  const { data: user } = useAuthentication();
  usePageMeta(
    job ? t('detail.job.titleAt', { function: jobRole(t, job), club: job.clubName }) : undefined,
    job ? metaDescription(job.description) : undefined,
  );
  if (!job) return <DetailState error={error} notFoundText={t('detail.notFound.job')} retry={mutate} />;
  return <JobDetails job={job} displayName={user?.displayName ?? null} />;
}
