import { css } from '@emotion/react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink } from 'react-router-dom';
import { PartBoundary } from '../../components/ui/part-boundary';
import { paths } from '../../config/paths';
import { CountrySwitcher } from '../../features/country/components/country-switcher';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { useDismiss } from '../../hooks/use-dismiss';
import { theme } from '../../styles/theme';

// Only a signed-in visitor sees the user menu: its code stays out of a first visit's download.
const UserMenu = lazyPart(() => import('./user-menu').then((m) => m.UserMenu));

const MAIN_LINKS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.jobs, key: 'nav.jobs' },
  { to: paths.people, key: 'nav.people' },
  { to: paths.clubs, key: 'nav.clubs' },
  { to: paths.community, key: 'nav.community' },
  { to: paths.about, key: 'nav.about' },
] as const;

const bar = css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${theme.color.primary};
  color: #fff;
  :focus-visible {
    outline-color: #fff;
    box-shadow: none;
  }
`;

const inner = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(1)} ${theme.space(2)};
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-right: auto;
  color: #fff;
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
  letter-spacing: 0.02em;
`;

const toggle = css`
  min-height: 44px;
  padding: 0 ${theme.space(1.5)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  cursor: pointer;
  ${theme.media.xl} {
    display: none;
  }
`;

// From 1200 px the links sit beside the brand in one row of the 1,120 px container, signed out (eight links
// and the country) or signed in (six links, the user menu, the country), on the German site too: a
// slightly smaller text, tighter links, the country as its flag and a long name cut short. (Comments stay
// out of the css strings, which ship as written.) Below, the bar stays at the top: an open menu scrolls
// within the screen on short (landscape) phones.
const menu = (open: boolean) => css`
  display: ${open ? 'flex' : 'none'};
  flex-basis: 100%;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  margin: 0;
  padding: 0 0 ${theme.space(1)};
  list-style: none;
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  ${theme.media.xl} {
    max-height: none;
    overflow: visible;
    display: flex;
    flex-basis: auto;
    flex-direction: row;
    align-items: center;
    gap: 2px;
    padding: 0;
    font-size: 0.9375rem;
  }
`;

// The switcher's button keeps 'Land wählen: Schweiz' for screen readers and its list names the sites;
// in the bar the flag shows which site this is (the name is the button's only text node).
const countryItem = css`
  ${theme.media.xl} {
    & > div > button {
      gap: 0;
      font-size: 0;
    }
  }
`;

const userItem = css`
  ${theme.media.xl} {
    & > div > button {
      max-width: 12rem;
    }
  }
`;

export const navLink = css`
  display: block;
  padding: ${theme.space(1.25)} ${theme.space(1)};
  border-radius: 8px;
  color: #fff;
  text-decoration: none;
  white-space: nowrap;
  &.active,
  &:hover {
    background: ${theme.color.primaryDark};
  }
  ${theme.media.xl} {
    padding-inline: 6px;
  }
`;

// On the registration pages the button is the active link: it keeps its yellow (dark text on the dark
// green of an active link would be unreadable) and shows the state with a white ring instead.
const cta = css`
  ${navLink};
  background: ${theme.color.accent};
  color: ${theme.color.text};
  font-weight: 600;
  &:hover,
  &.active {
    background: #ffd23f;
  }
  &.active {
    box-shadow: inset 0 0 0 2px #fff;
  }
`;

/**
 * The navigation bar; on phones the links fold behind a menu button. The open menu closes like the menus
 * in it: Escape (back to the menu button, its first button) or a press outside.
 */
export function Navigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: user, isLoading } = useAuthentication();
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLElement>(null);
  useDismiss(ref, open, close);
  return (
    <header css={bar}>
      <nav css={inner} aria-label={t('nav.label')} ref={ref}>
        <Link to={paths.home} css={brand} onClick={close}>
          {t('brand')}
        </Link>
        <button
          type="button"
          css={toggle}
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
        <ul id="main-menu" css={menu(open)}>
          {MAIN_LINKS.map(({ to, key, ...rest }) => (
            <li key={to}>
              <NavLink to={to} css={navLink} onClick={close} end={'end' in rest}>
                {t(key)}
              </NavLink>
            </li>
          ))}
          {!isLoading && !user && (
            <>
              <li>
                <NavLink to={paths.login} css={navLink} onClick={close}>
                  {t('nav.login')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.register} css={cta} onClick={close}>
                  {t('nav.register')}
                </NavLink>
              </li>
            </>
          )}
          {user && (
            <li css={userItem}>
              {/* Its code not downloaded, the bar goes on without it; a reload brings it. */}
              <PartBoundary fallback={null}>
                <Suspense fallback={null}>
                  <UserMenu.Component user={user} onNavigate={close} />
                </Suspense>
              </PartBoundary>
            </li>
          )}
          <li css={countryItem}>
            <CountrySwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
}
