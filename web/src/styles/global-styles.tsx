import { css, Global } from '@emotion/react';
import { theme } from './theme';

// scroll-padding-top: the sticky header, 60 px high on phones and desktops alike, and the focus ring
// stay clear of a control that Tab (or Shift+Tab) scrolls into view. The focus ring: outline and white
// halo, for light and dark backgrounds alike, and only for keyboard focus. (Comments stay out of the css
// string, which ships as written.)
const global = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 68px;
  }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.color.text};
    background: ${theme.color.background};
    overflow-wrap: break-word;
  }
  a {
    color: ${theme.color.primary};
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
  }
  h1 {
    font-size: clamp(1.6rem, 5vw, 2.4rem);
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px #fff;
  }
  img {
    max-width: 100%;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      scroll-behavior: auto !important;
      transition: none !important;
      animation: none !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={global} />;
}
