import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { card } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { hasRole } from '../../../features/session/components/require-session';
import { theme } from '../../../styles/theme';
import { ManagePage } from './manage-page';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: block;
    height: 100%;
    color: inherit;
    text-decoration: none;
  }
  a:hover h2,
  a:focus-visible h2 {
    color: ${theme.color.primary};
    text-decoration: underline;
  }
`;

/**
 * /manage/cockpit: one card per area the user's role has (spec section 2), settings for every person and
 * club. An admin has none of them (spec section 6: settings are the person's or club's), so no card at all.
 */
export function CockpitPage() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  const cards = [
    ...(user?.person
      ? [
          { to: paths.managePerson, key: 'person' },
          { to: paths.personJobMatchings, key: 'jobMatchings' },
        ]
      : []),
    ...(user?.club
      ? [
          { to: paths.manageClub, key: 'club' },
          { to: paths.manageJobs, key: 'jobs' },
        ]
      : []),
    ...(user && hasRole(user, 'member') ? [{ to: paths.settings, key: 'settings' }] : []),
  ];
  return (
    <ManagePage title={t('manage.cockpit.title')} crumbs={[]}>
      {user && <p>{t('manage.cockpit.greeting', { name: user.displayName })}</p>}
      {user?.admin && !user.person && !user.club && <p>{t('manage.cockpit.admin')}</p>}
      {cards.length > 0 && (
        <ul css={grid} data-testid="cockpit-cards">
          {cards.map(({ to, key }) => (
            <li key={key}>
              <Link to={to} css={card}>
                <h2>{t(`manage.cockpit.${key}.title`)}</h2>
                <p>{t(`manage.cockpit.${key}.text`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ManagePage>
  );
}
