import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { FormCard } from '../../../components/form/form-card';
import { paths } from '../../../config/paths';
import { initiatePasswordReset } from '../../../features/auth/api/initiate-password-reset';
import { usePageMeta } from '../../../lib/page-meta';
import { authColumn, authLinks, lead } from './auth-styles';
import { addTexts } from '../../../lib/i18n';
import { initiateReset } from '../../../locales/de/auth-initiate-reset';

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { initiateReset } });

/** /initiate-password-reset: the address of the account; a link to set a new password follows by mail. */
export function InitiatePasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta(t('auth.initiateReset.title'));
  return (
    <div css={authColumn}>
      <FormCard
        title={t('auth.initiateReset.title')}
        intro={<p css={lead}>{t('auth.initiateReset.lead')}</p>}
        form="password-reset-initiation"
        submitLabel={t('auth.initiateReset.submit')}
        onSubmit={initiatePasswordReset}
        onSubmitted={() => navigate(paths.passwordResetInitiated)}
        testId="initiate-reset-form"
      >
        <p css={authLinks}>
          <Link to={paths.login}>{t('auth.initiateReset.back')}</Link>
        </p>
      </FormCard>
    </div>
  );
}
