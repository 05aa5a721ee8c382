import { css } from '@emotion/react';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router-dom';
import { mutate } from 'swr';
import { Analytics } from '../../features/consent/components/analytics';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { authenticationKey } from '../../features/session/api/get-authentication';
import { theme } from '../../styles/theme';
import { PartBoundary } from '../../components/ui/part-boundary';
import { Footer } from './footer';
import { Navigation } from './navigation';
import { PageLoadFailed } from './page-load-failed';

// At least a screen high: the footer starts below the fold, so pages that grow as their data arrives
// never push a visible footer around (layout shift), and the shell needs no flex column to push it down.
// It takes the focus on every new page (NavigationEffects): no ring or halo around the whole content.
const main = css`
  min-height: 100vh;
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(2)};
  &:focus {
    outline: none;
    box-shadow: none;
  }
`;

const skip = css`
  position: absolute;
  top: -100px;
  left: ${theme.space(1)};
  z-index: 50;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: 8px;
  background: ${theme.color.accent};
  color: ${theme.color.text};
  font-weight: 600;
  &:focus {
    top: ${theme.space(1)};
  }
`;

/**
 * Spec section 2: the session state is refreshed before every navigation, so the menu and the register
 * buttons never show a session that ended elsewhere. A new page starts at the top; a changed query of the
 * same page (search filters) keeps the position. The focus moves to the new page's main content, where a
 * screen reader starts reading and Tab goes on (the link that had it may be gone); at the top, main is in
 * view and the focus scrolls nothing. This runs before the page's own effects: a search page brought
 * back with Back restores its scroll position afterwards, and a page may still focus a control of its own.
 */
function NavigationEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page asks for the session through its own hooks already.
    if (first.current) {
      first.current = false;
      return;
    }
    void mutate(authenticationKey);
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus();
  }, [pathname]);
  return null;
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div>
      <a href="#main" css={skip}>
        {t('skipLink')}
      </a>
      {/* Fixed at the bottom of the window, but first after the skip link to read and to tab to. */}
      <CookieBanner />
      <NavigationEffects />
      <Navigation />
      <main id="main" tabIndex={-1} css={main}>
        {/* A page that fails leaves the menu and the footer in place, and the next page is tried anew. */}
        <PartBoundary fallback={<PageLoadFailed />} resetKey={pathname}>
          <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>{children}</Suspense>
        </PartBoundary>
      </main>
      <Footer />
      <Analytics />
    </div>
  );
}
