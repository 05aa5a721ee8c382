import './auth-texts';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../config/paths';
import { authColumn, messageCard } from './auth-styles';

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
        <Link to={paths.login}>{t('auth.resetInitiated.back')}</Link>
      </section>
    </div>
  );
}
