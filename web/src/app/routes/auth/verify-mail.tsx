import { useTranslation } from '../../../lib/use-translation';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { submitProblemOf } from '../../../components/form/form-values';
import { primaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useVerifyMail } from '../../../features/auth/api/verify-mail';
import { useLinkToken } from '../../../hooks/use-link-token';
import { usePageMeta } from '../../../lib/page-meta';
import { authColumn, messageCard } from './auth-styles';
import { addTexts } from '../../../lib/i18n';
import { authDeDE } from '../../../locales/auth-de-de';
import { verifyMail } from '../../../locales/de/auth-verify-mail';

// Only a failed link needs the form for a new one: most visits confirm, and load none of it.
const ResendVerificationCard = lazy(() =>
  import('../../../features/auth/components/resend-verification-card').then((m) => ({
    default: m.ResendVerificationCard,
  })),
);

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { verifyMail } }, { auth: authDeDE });

/**
 * /verify-mail?token=…: confirms the address as soon as the page opens, then leads to the login. A link that
 * fails (expired, used, cut off) comes with the way to a new one.
 */
export function VerifyMailPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { data, error } = useVerifyMail(token);
  usePageMeta(t('auth.verifyMail.title'));
  const problem = error ? submitProblemOf(error) : null;
  const failure = !token
    ? t('auth.verifyMail.missingToken')
    : error
      ? (problem?.message ?? Object.values(problem?.errors ?? {}).flat()[0] ?? t('auth.verifyMail.failed'))
      : null;
  return (
    <div css={authColumn}>
      <section css={messageCard} data-testid="verify-mail">
        <h1>{t('auth.verifyMail.title')}</h1>
        {failure ? (
          <FormAlert>{failure}</FormAlert>
        ) : data ? (
          <>
            <p role="status">{t('auth.verifyMail.done')}</p>
            <Link to={paths.login} state={{ notice: 'verified' }} css={primaryButton}>
              {t('auth.verifyMail.toLogin')}
            </Link>
          </>
        ) : (
          <p aria-busy="true">{t('auth.verifyMail.busy')}</p>
        )}
      </section>
      {failure && (
        <Suspense fallback={null}>
          <ResendVerificationCard />
        </Suspense>
      )}
    </div>
  );
}
