import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useJob } from '../../../features/jobs/api/get-job';
import { JobDetails } from '../../../features/jobs/components/job-details';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';
import { actionRow, previewFrame, previewNote } from './manage-styles';

/** /manage/jobs/view/{slug}: the offer as others see it, with edit, delete and its matchings. */
export function JobViewPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: user } = useAuthentication();
  const { data: job, error } = useJob(slug);
  return (
    <ManagePage
      title={t('manage.jobs.viewTitle')}
      crumbs={[
        { label: t('manage.breadcrumbs.jobs'), to: paths.manageJobs },
        { label: t('manage.breadcrumbs.job') },
      ]}
      actions={
        <div css={actionRow}>
          <Link to={paths.manageJobEdit(slug)} css={primaryButton}>
            {t('manage.actions.edit')}
          </Link>
          <Link to={paths.manageJobDelete(slug)} css={secondaryButton}>
            {t('manage.actions.delete')}
          </Link>
          <Link to={paths.manageJobMatchings(slug)} css={secondaryButton}>
            {t('manage.actions.matchings')}
          </Link>
        </div>
      }
    >
      <p css={previewNote}>{t('manage.jobs.preview')}</p>
      <div css={previewFrame} data-testid="job-preview">
        {job ? (
          <JobDetails job={job} displayName={user?.displayName ?? null} />
        ) : (
          <LoadState error={error} notFound={t('manage.jobs.notFound')} />
        )}
      </div>
    </ManagePage>
  );
}
