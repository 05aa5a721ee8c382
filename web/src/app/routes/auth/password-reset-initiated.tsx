import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../config/paths';
import { touchLink } from '../../../styles/touch-link';
import { authColumn, messageCard } from './auth-styles';
import { addTexts } from '../../../lib/i18n';
import { authDeDE } from '../../../locales/auth-de-de';
import { resetInitiated } from '../../../locales/de/auth-reset-initiated';

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { resetInitiated } }, { auth: authDeDE });

/** /password-reset-initiated: the same words whether or not the address has an account. */
export function PasswordResetInitiatedPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.resetInitiated.title'));
  return (
    <div css={authColumn}>
      <section css={messageCard} data-testid="password-reset-initiated">
        <h1>{t('auth.resetInitiated.title')}</h1>
        <p>{t('auth.resetInitiated.text')}</p>
        <p>{t('auth.resetInitiated.spam')}</p>
        <Link to={paths.login} css={touchLink}>
          {t('auth.resetInitiated.back')}
        </Link>
      </section>
    </div>
  );
}
