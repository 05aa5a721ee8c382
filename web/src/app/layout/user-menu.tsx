import { css } from '@emotion/react';
import type { CurrentUser } from '@anpfiff/schemas/api/session';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';
import { useToasts } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { logoutAndGoHome } from '../../features/session/api/logout';
import { addTexts } from '../../lib/i18n';
import { userMenu } from '../../locales/de/user-menu';
import { useDismiss } from '../../hooks/use-dismiss';
import { theme } from '../../styles/theme';

addTexts({ nav: userMenu });

const trigger = css`
  min-height: 44px;
  max-width: 16rem;
  overflow: hidden;
  padding: 0 ${theme.space(1.5)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;

const list = css`
  margin: ${theme.space(0.5)} 0 0;
  padding: ${theme.space(0.5)};
  border-radius: 8px;
  background: ${theme.color.surface};
  list-style: none;
  ${theme.media.xl} {
    position: absolute;
    z-index: 20;
    min-width: 220px;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  }
  a,
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: ${theme.space(1.25)} ${theme.space(1.5)};
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${theme.color.primarySoft};
  }
  :focus-visible {
    outline-color: ${theme.color.focus};
  }
`;

/** The signed-in user's menu (spec section 2); admins see only the logout. */
export function UserMenu({ user, onNavigate }: { user: CurrentUser; onNavigate(): void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const entries = user.admin
    ? []
    : [
        { to: paths.cockpit, key: 'nav.cockpit' },
        ...(user.club
          ? [
              { to: paths.manageClub, key: 'nav.myClub' },
              { to: paths.manageJobs, key: 'nav.myJobs' },
            ]
          : []),
        ...(user.person
          ? [
              { to: paths.managePerson, key: 'nav.myPerson' },
              { to: paths.personJobMatchings, key: 'nav.jobMatchings' },
            ]
          : []),
        { to: paths.settings, key: 'nav.settings' },
      ];
  const done = () => {
    setOpen(false);
    onNavigate();
  };
  return (
    <div ref={ref}>
      <button
        type="button"
        css={trigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{t('nav.userMenu')}: </span>
        {user.displayName}
      </button>
      {open && (
        <ul id={id} css={list}>
          {entries.map(({ to, key }) => (
            <li key={to}>
              <Link to={to} onClick={done}>
                {t(key)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                done();
                // Still signed in when the request failed: on a shared computer the user must know.
                logoutAndGoHome().catch(() => toasts.show(t('nav.logoutFailed'), 'danger'));
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
