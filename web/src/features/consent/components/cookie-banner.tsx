import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { theme } from '../../../styles/theme';
import { acceptAll, acceptEssentialOnly, useConsent } from '../lib/consent-store';

const banner = css`
  position: fixed;
  right: ${theme.space(1)};
  bottom: ${theme.space(1)};
  left: ${theme.space(1)};
  z-index: 30;
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  strong {
    display: block;
    margin: 0 0 ${theme.space(1)};
    font-size: 1.125rem;
    line-height: 1.2;
  }
  p {
    margin: 0 0 ${theme.space(1.5)};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  button {
    flex: 1 1 130px;
    padding-inline: ${theme.space(1.5)};
  }
`;

/**
 * The banner covers the bottom of the window: while it shows, the page ends with room for it and a
 * control that gets the focus scrolls clear of it (its height, with the gap below it and the focus ring).
 * A ResizeObserver follows its height as the text wraps, and sees it go when it is removed.
 */
function makeRoom(banner: HTMLElement | null) {
  if (banner)
    new ResizeObserver(() => {
      const page = document.documentElement.style;
      page.paddingBottom = page.scrollPaddingBottom = banner.offsetHeight
        ? `${banner.offsetHeight + 16}px`
        : '';
    }).observe(banner);
}

/**
 * Spec section 4: shown while undecided; 'Alle akzeptieren' turns analytics on, the other keeps it off.
 * It comes first in the page (app-shell.tsx), so its title is no heading: a heading there would come before
 * the page's h1 and start the page's outline. The region still bears the title as its name.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  if (consent !== 'undecided') return null;
  return (
    <section ref={makeRoom} css={banner} aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <strong id="cookie-banner-title">{t('consent.title')}</strong>
      <p>
        {t('consent.text')} <Link to={paths.privacyPolicy}>{t('consent.more')}</Link>
      </p>
      <div css={actions}>
        <button type="button" css={secondaryButton} onClick={acceptEssentialOnly}>
          {t('consent.essentialOnly')}
        </button>
        <button type="button" css={primaryButton} onClick={acceptAll}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}
