import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router-dom';
import { mutate } from 'swr';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { forgetClubJob } from '../../../features/clubs/api/get-club-jobs';
import { jobKey } from '../../../features/jobs/api/get-job';
import { useOwnJob } from '../../../features/manage-jobs/api/get-own-job';
import { JobDeleteConfirmation } from '../../../features/manage-jobs/components/job-delete-confirmation';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';

/** /manage/jobs/delete/{slug}: asks once, deletes, and goes back to the list. */
export function JobDeletePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const toast = useToast();
  const { data: job, error, mutate: retry } = useOwnJob(slug);
  return (
    <ManagePage
      title={t('manage.jobs.deleteTitle')}
      crumbs={[
        { label: t('manage.breadcrumbs.jobs'), to: paths.manageJobs },
        { label: t('manage.breadcrumbs.job'), to: paths.manageJob(slug) },
        { label: t('manage.breadcrumbs.jobDelete') },
      ]}
    >
      {job ? (
        <JobDeleteConfirmation
          slug={slug}
          job={job}
          onDeleted={() => {
            void mutate(jobKey(slug), undefined, { revalidate: false });
            void forgetClubJob(slug);
            toast(t('manage.jobs.deleted'), 'success');
          }}
        />
      ) : (
        // A foreign or deleted offer: nothing to delete, and the way back to the club's own.
        <LoadState
          error={error}
          notFound={t('manage.jobs.notFound')}
          back={{ to: paths.manageJobs, label: t('manage.jobs.backToList') }}
          retry={retry}
        />
      )}
    </ManagePage>
  );
}
