import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import { mutate } from 'swr';
import { FormCard } from '../../../components/form/form-card';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { jobKey } from '../../../features/jobs/api/get-job';
import { createOwnJob } from '../../../features/manage-jobs/api/create-own-job';
import { ownJobKey, useOwnJob } from '../../../features/manage-jobs/api/get-own-job';
import { ownJobsKey } from '../../../features/manage-jobs/api/get-own-jobs';
import { updateOwnJob } from '../../../features/manage-jobs/api/update-own-job';
import { LoadState } from './load-state';
import { ManagePage } from './manage-page';
import { useFormDraft } from './use-form-draft';

/**
 * /manage/jobs/create and /manage/jobs/edit/{slug} (spec section 2): with a slug the form loads the offer
 * and updates it, without one it creates. After saving go to /manage/jobs; Abbrechen goes back.
 */
export function JobFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const draft = useFormDraft();
  const { slug } = useParams();
  const { data: job, error, mutate: retry } = useOwnJob(slug ?? '', slug !== undefined);
  const title = slug ? t('manage.jobs.editTitle') : t('manage.jobs.createTitle');
  // Without an offer there is no form card to bring the page's heading.
  const failed = error !== undefined && !job;
  return (
    <ManagePage
      title={title}
      showTitle={failed}
      crumbs={[
        { label: t('manage.breadcrumbs.jobs'), to: paths.manageJobs },
        ...(slug
          ? [
              { label: t('manage.breadcrumbs.job'), to: paths.manageJob(slug) },
              { label: t('manage.breadcrumbs.jobEdit') },
            ]
          : [{ label: t('manage.breadcrumbs.jobCreate') }]),
      ]}
    >
      {failed ? (
        // An offer that is gone (or another club's) has nothing to edit: no empty form, a way back.
        <LoadState
          error={error}
          notFound={t('manage.jobs.notFound')}
          back={{ to: paths.manageJobs, label: t('manage.jobs.backToList') }}
          retry={retry}
        />
      ) : (
        <FormCard
          key={slug ?? 'new'}
          title={title}
          form="job-offer-create-or-update"
          initialValues={draft.startFrom(slug ? job : undefined)}
          loading={slug !== undefined && !job}
          onSubmit={(values) => draft.guard(slug ? updateOwnJob(slug, values) : createOwnJob(values))}
          onEdit={draft.onEdit}
          intro={draft.notice}
          onSubmitted={(saved) => {
            void mutate(ownJobKey(saved.slug), saved, { revalidate: false });
            void mutate(jobKey(saved.slug));
            void mutate(ownJobsKey);
            toast(t('manage.saved'), 'success');
            navigate(paths.manageJobs);
          }}
          onCancel={() => {
            // Back where the user came from; a page opened directly has no such place, so the list.
            const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (index > 0) navigate(-1);
            else navigate(paths.manageJobs);
          }}
          testId="job-form"
        />
      )}
    </ManagePage>
  );
}
