import { css, Global } from '@emotion/react';
import { theme } from './theme';

const global = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.color.text};
    background: ${theme.color.background};
  }
  a {
    color: ${theme.color.primary};
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
  }
`;

export function GlobalStyles() {
  return <Global styles={global} />;
}
