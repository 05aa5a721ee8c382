import { css } from '@emotion/react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { FormAlert } from '../../../components/form/form-alert';
import { FormCard } from '../../../components/form/form-card';
import { paths } from '../../../config/paths';
import { theme } from '../../../styles/theme';
import { useResetLinkWorks } from '../../../features/auth/api/check-reset-link';
import { resetPassword } from '../../../features/auth/api/reset-password';
import { authenticationKey } from '../../../features/session/api/get-authentication';
import { useLinkToken } from '../../../hooks/use-link-token';
import { usePageMeta } from '../../../lib/page-meta';
import { authColumn, messageCard } from './auth-styles';
import type { LoginNotice } from './login';
import { addTexts } from '../../../lib/i18n';
import { authDeDE } from '../../../locales/auth-de-de';
import { resetPassword as texts } from '../../../locales/de/auth-reset-password';

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { resetPassword: texts } }, { auth: authDeDE });

const HIDDEN = ['token'];

// The link stands alone: a finger's target on a touch screen.
const requestLink = css`
  ${theme.media.touch} {
    ${theme.touchReach}
  }
`;

/**
 * /reset-password?token=…: a new password twice; the token of the link goes along unseen. A link that no
 * longer works says so as soon as the page knows, with the way to a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLinkToken();
  const initialValues = useMemo(() => ({ token }), [token]);
  const works = useResetLinkWorks(token);
  usePageMeta(t('auth.resetPassword.title'));
  if (!token || works === false)
    return (
      <div css={authColumn}>
        <section css={messageCard} data-testid="reset-password-refused">
          <h1>{t('auth.resetPassword.title')}</h1>
          <FormAlert>
            {t(token ? 'auth.resetPassword.invalidLink' : 'auth.resetPassword.missingToken')}
          </FormAlert>
          <p>
            <Link to={paths.initiatePasswordReset} css={requestLink}>
              {t('auth.resetPassword.requestNew')}
            </Link>
          </p>
        </section>
      </div>
    );
  return (
    <div css={authColumn}>
      <FormCard
        title={t('auth.resetPassword.title')}
        form="password-reset"
        initialValues={initialValues}
        hiddenFields={HIDDEN}
        submitLabel={t('auth.resetPassword.submit')}
        onSubmit={resetPassword}
        // The reset ended every session of the account, this browser's too: the login page, which sends
        // whoever is signed in on, must not go by the session it knew before.
        onSubmitted={async () => {
          await mutate(authenticationKey, null, { revalidate: false });
          navigate(paths.login, {
            replace: true,
            state: { notice: 'passwordChanged' satisfies LoginNotice },
          });
        }}
        testId="reset-password-form"
      >
        <p>
          <Link to={paths.initiatePasswordReset} css={requestLink}>
            {t('auth.resetPassword.requestNew')}
          </Link>
        </p>
      </FormCard>
    </div>
  );
}
