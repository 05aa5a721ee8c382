import type { FormInput } from '@anpfiff/schemas/forms/form-definition';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { FormCard } from '../../../components/form/form-card';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { login } from '../../../features/session/api/login';
import { afterLoginPath } from '../../../features/session/lib/after-login-path';
import { usePageMeta } from '../../../lib/page-meta';
import { authColumn, authLinks } from './auth-styles';
import { addTexts } from '../../../lib/i18n';
import { login as loginTexts } from '../../../locales/de/auth-login';

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { login: loginTexts } });

export type LoginNotice = 'passwordChanged' | 'verified';

/**
 * /login (spec sections 2 and 5): user name (the e-mail) and password, both required. The server has no
 * form definition for it; the 'current' rule only tells password managers to offer the saved password.
 */
function loginForm(t: (key: string) => string): { inputs: FormInput[] } {
  return {
    inputs: [
      { name: 'username', label: t('auth.login.username'), type: 'STRING', rules: ['required', 'max:254'] },
      { name: 'password', label: t('auth.login.password'), type: 'PASSWORD', rules: ['required', 'current'] },
    ],
  };
}

/**
 * Title Anmelden; after signing in, back to the redirect parameter or on to the cockpit. Whoever is
 * signed in already goes there at once: the form would only sign them in again.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { notice?: LoginNotice } | null };
  const { data: user } = useAuthentication();
  usePageMeta(t('auth.login.title'), t('auth.login.description'));
  const form = useMemo(() => loginForm(t), [t]);
  const notice = state?.notice;
  const next = afterLoginPath(params.get('redirect'));
  if (user) return <Navigate to={next} replace />;
  return (
    <div css={authColumn}>
      {notice && (
        <Notice testId="login-notice">
          <p role="status">{t(`auth.login.${notice}`)}</p>
        </Notice>
      )}
      <FormCard
        title={t('auth.login.title')}
        form={form}
        submitLabel={t('auth.login.submit')}
        onSubmit={login}
        // A new page load, in place of the login's history entry: Back does not lead to the form again,
        // and nothing the app fetched while signed out (contact data withheld, say) outlives the sign-in.
        onSubmitted={() => window.location.replace(next)}
        testId="login-form"
      >
        <p css={authLinks}>
          <Link to={paths.initiatePasswordReset}>{t('auth.login.forgotPassword')}</Link>
          <span>
            {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.register')}</Link>
          </span>
        </p>
      </FormCard>
    </div>
  );
}
