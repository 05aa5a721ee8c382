import { css } from '@emotion/react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { CurrentUser } from '@anpfiff/schemas/api/session';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { StatCounters } from '../../features/stats/components/stat-counters';
import { addTexts } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { home, stats } from '../../locales/de/home';
import { homeDeDE } from '../../locales/home-de-de';
import { theme } from '../../styles/theme';

addTexts({ home, stats }, { home: homeDeDE });

const LINKS = [
  { key: 'jobs', to: paths.jobs },
  { key: 'people', to: paths.people },
  { key: 'clubs', to: paths.clubs },
  { key: 'register', to: paths.register },
  { key: 'wikiClub', to: paths.wikiClub },
  { key: 'wikiPerson', to: paths.wikiPerson },
  { key: 'community', to: paths.community },
  { key: 'about', to: paths.about },
] as const;

const hero = css`
  margin-bottom: ${theme.space(3)};
  h1 {
    margin: 0 0 ${theme.space(1)};
    font-size: clamp(1.75rem, 5vw, 2.75rem);
  }
  p {
    max-width: 60ch;
    margin: 0;
    color: ${theme.color.muted};
    font-size: 1.125rem;
  }
`;

const linkGrid = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 576px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 992px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const linkCard = css`
  display: block;
  height: 100%;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: inherit;
  text-decoration: none;
  strong {
    display: block;
    margin-bottom: ${theme.space(0.5)};
    color: ${theme.color.primary};
  }
  &:hover,
  &:focus-visible {
    border-color: ${theme.color.primary};
  }
`;

/**
 * The start page's cards. Registering is for visitors: someone signed in finds their overview there
 * instead (the register pages would only send them on to it), an admin, who has none, neither.
 */
function linksFor(user: CurrentUser | null | undefined): { key: string; to: string }[] {
  const links: { key: string; to: string }[] = [...LINKS];
  if (!user) return links;
  const cockpit = user.admin ? [] : [{ key: 'cockpit', to: paths.cockpit }];
  return links.flatMap((link) => (link.key === 'register' ? cockpit : [link]));
}

export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  usePageMeta('');
  return (
    <>
      <section css={hero}>
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
      </section>
      <StatCounters />
      <h2>{t('home.explore')}</h2>
      <ul css={linkGrid}>
        {linksFor(user).map(({ key, to }) => (
          <li key={key}>
            <Link to={to} css={linkCard}>
              <strong>{t(`home.links.${key}.title`)}</strong>
              <span>{t(`home.links.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
