import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router-dom';
import site from '../../../../content/site.json';
import { ResendVerificationButton } from '../../../features/auth/components/resend-verification-button';
import { usePageMeta } from '../../../lib/page-meta';
import { authColumn, messageCard } from './auth-styles';
import type { RegistrationState } from './registration-form';
import { addTexts } from '../../../lib/i18n';
import { authDeDE } from '../../../locales/auth-de-de';
import { registerSuccess } from '../../../locales/de/auth-register-success';

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { registerSuccess } }, { auth: authDeDE });

/** /register-success: verify the account through the mailed link; check spam or contact support. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: Partial<RegistrationState> | null };
  usePageMeta(t('auth.registerSuccess.title'));
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <div css={authColumn}>
      <section css={messageCard} data-testid="register-success">
        <h1>{t('auth.registerSuccess.title')}</h1>
        <p>{email ? t('auth.registerSuccess.textTo', { email }) : t('auth.registerSuccess.text')}</p>
        <p>
          {t('auth.registerSuccess.spam')} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
        {email && <ResendVerificationButton email={email} />}
      </section>
    </div>
  );
}
