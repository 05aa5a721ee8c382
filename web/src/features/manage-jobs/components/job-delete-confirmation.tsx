import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { dangerButton } from '../../../components/ui/danger-button';
import { paths } from '../../../config/paths';
import { theme } from '../../../styles/theme';
import { deleteOwnJob } from '../api/delete-own-job';
import type { OwnJobDetail } from '../api/get-own-job';

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-top: ${theme.space(2)};
`;

/** The delete view of an offer (/manage/jobs/delete/{slug}): one question, delete or go back. */
export function JobDeleteConfirmation({
  slug,
  job,
  onDeleted,
}: {
  slug: string;
  job: OwnJobDetail;
  onDeleted?(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const code = job.subClubFunction ?? job.clubFunction;
  const role = t(`clubFunctions.${code}`, { defaultValue: code });
  return (
    <section>
      <p>{t('manage.jobs.deleteQuestion', { role })}</p>
      {state === 'failed' && <p role="alert">{t('manage.unexpected')}</p>}
      <div css={actions}>
        <button
          type="button"
          css={dangerButton}
          disabled={state === 'deleting'}
          data-testid="job-delete-confirm"
          onClick={() => {
            setState('deleting');
            deleteOwnJob(slug).then(
              () => {
                onDeleted?.();
                navigate(paths.manageJobs);
              },
              () => setState('failed'),
            );
          }}
        >
          {t('manage.jobs.deleteConfirm')}
        </button>
        <Link to={paths.manageJob(slug)} css={secondaryButton}>
          {t('manage.actions.cancel')}
        </Link>
      </div>
    </section>
  );
}
