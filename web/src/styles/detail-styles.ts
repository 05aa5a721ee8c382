import { css } from '@emotion/react';
import { theme } from './theme';

/** Detail pages: the main column and, from tablet width, a side column for contact and actions. */
export const detailLayout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(3)};
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

// Names and facts may be one long word: they break rather than widen the page on a phone, the name with a
// hyphen where the page's language knows where. The emblem stays beside the name at any width (wrapping put
// it alone on a row above); below theme.media.sm it is 56 px, leaving the name most of the row. On a touch
// screen the club's name under an offer's title is a finger's target (theme.touchReach). Postcode and place
// stay together on a line.
export const detailHeader = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  overflow-wrap: anywhere;
  hyphens: auto;
  & > * {
    min-width: 0;
  }
  @media (max-width: 575.98px) {
    & > span:first-of-type {
      width: 56px;
      height: 56px;
      font-size: 22px;
    }
  }
  ${theme.media.sm} {
    gap: ${theme.space(2)};
  }
  margin-bottom: ${theme.space(2)};
  h1,
  h2 {
    margin: 0;
  }
  p {
    margin: ${theme.space(0.5)} 0 0;
    color: ${theme.color.muted};
  }
  p > span {
    display: inline-block;
  }
  ${theme.media.touch} {
    p a {
      ${theme.touchReach}
    }
  }
`;

export const detailSection = css`
  margin-bottom: ${theme.space(3)};
  > h2,
  > h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.25rem;
  }
`;

export const prose = css`
  max-width: 72ch;
  white-space: pre-line;
`;

export const factList = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space(0.5)} ${theme.space(2)};
  overflow-wrap: anywhere;
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;

export const aside = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;
