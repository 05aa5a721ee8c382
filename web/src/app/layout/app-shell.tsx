import { css } from '@emotion/react';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router-dom';
import { mutate } from 'swr';
import { Analytics } from '../../features/consent/components/analytics';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { authenticationKey } from '../../features/session/api/get-authentication';
import { theme } from '../../styles/theme';
import { Footer } from './footer';
import { Navigation } from './navigation';

const layout = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high: the footer starts below the fold, so pages that grow as their data arrives
// never push a visible footer around (layout shift).
const main = css`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(2)};
  &:focus {
    outline: none;
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
 * same page (search filters) keeps the position.
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
  }, [pathname]);
  return null;
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div css={layout}>
      <a href="#main" css={skip}>
        {t('skipLink')}
      </a>
      <NavigationEffects />
      <Navigation />
      <main id="main" tabIndex={-1} css={main}>
        <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>{children}</Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <Analytics />
    </div>
  );
}
