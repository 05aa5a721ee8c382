import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useJob } from '../../../features/jobs/api/get-job';
import { JobDetails } from '../../../features/jobs/components/job-details';
import { useOwnJob } from '../../../features/manage-jobs/api/get-own-job';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';
import { actionRow, previewFrame, previewNote } from './manage-styles';
import { dangerOutlineButton } from '../../../components/ui/danger-button';

/**
 * /manage/jobs/view/{slug}: the offer as others see it, with edit, delete and its matchings. Only the
 * club's own offers: `api/manage/jobs/{slug}` answers 404 for another club's, which the public read
 * would show; the preview is read publicly once the offer is known to be the club's.
 */
export function JobViewPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: user } = useAuthentication();
  const { data: own, error: ownError, mutate: retryOwn } = useOwnJob(slug);
  const { data: job, error, mutate } = useJob(slug, own !== undefined);
  return (
    <ManagePage
      title={t('manage.jobs.viewTitle')}
      crumbs={[
        { label: t('manage.breadcrumbs.jobs'), to: paths.manageJobs },
        { label: t('manage.breadcrumbs.job') },
      ]}
      actions={
        own && (
          <div css={actionRow}>
            <Link to={paths.manageJobEdit(slug)} css={primaryButton}>
              {t('manage.actions.edit')}
            </Link>
            <Link to={paths.manageJobDelete(slug)} css={dangerOutlineButton}>
              {t('manage.actions.delete')}
            </Link>
            <Link to={paths.manageJobMatchings(slug)} css={secondaryButton}>
              {t('manage.actions.matchings')}
            </Link>
          </div>
        )
      }
    >
      {!own ? (
        <LoadState
          error={ownError}
          notFound={t('manage.jobs.notFound')}
          back={{ to: paths.manageJobs, label: t('manage.jobs.backToList') }}
          retry={retryOwn}
        />
      ) : (
        <>
          <p css={previewNote}>{t('manage.jobs.preview')}</p>
          <div css={previewFrame} data-testid="job-preview">
            {job ? (
              <JobDetails job={job} displayName={user?.displayName ?? null} level={2} />
            ) : (
              <LoadState error={error} notFound={t('manage.jobs.notFound')} retry={mutate} />
            )}
          </div>
        </>
      )}
    </ManagePage>
  );
}
