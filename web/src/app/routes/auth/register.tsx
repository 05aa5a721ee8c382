import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate } from 'react-router-dom';
import { primaryButton } from '../../../components/ui/button-styles';
import { card } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { usePageMeta } from '../../../lib/page-meta';
import { theme } from '../../../styles/theme';
import { lead, wideColumn } from './auth-styles';
import { addTexts } from '../../../lib/i18n';
import { registerChoice } from '../../../locales/de/auth-register';

// This page's own texts only: a first visit loads none of the other sign-in pages' (locales/de/auth.ts).
addTexts({ auth: { register: registerChoice } });

const choices = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  margin: ${theme.space(3)} 0;
  padding: 0;
  list-style: none;
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    align-self: flex-start;
  }
`;

// 'Zur Anmeldung' stands apart from the sentence before it: a finger's target on a touch screen.
const loginLink = css`
  ${theme.media.touch} {
    ${theme.touchReach}
  }
`;

const CHOICES = [
  { key: 'club', to: paths.registerClub },
  { key: 'person', to: paths.registerPerson },
] as const;

/** /register: the choice between a club and a person account; whoever is signed in goes to the cockpit. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  usePageMeta(t('auth.register.title'), t('auth.register.lead'));
  if (user) return <Navigate to={paths.cockpit} replace />;
  return (
    <div css={wideColumn}>
      <h1>{t('auth.register.title')}</h1>
      <p css={lead}>{t('auth.register.lead')}</p>
      <ul css={choices}>
        {CHOICES.map(({ key, to }) => (
          <li key={key} css={card}>
            <h2>{t(`auth.register.${key}.title`)}</h2>
            <p>{t(`auth.register.${key}.text`)}</p>
            <Link to={to} css={primaryButton}>
              {t(`auth.register.${key}.action`)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login} css={loginLink}>
          {t('auth.register.login')}
        </Link>
      </p>
    </div>
  );
}
