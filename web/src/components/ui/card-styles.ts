import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

/**
 * A result card: title link, a few facts, a preview and the actions at the bottom. Its rules stop at a
 * dialog: 'Mehr Infos' renders its modal inside the card, and the modal keeps its own spacing. (`:where`
 * keeps their weight as it was, so that a card's own rules, such as the own offers' link, still win.) On a
 * touch screen the title is a finger's target (theme.touchReach).
 */
export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  height: 100%;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  h2:where(:not(dialog *)) {
    margin: 0;
    font-size: 1.125rem;
  }
  h2:where(:not(dialog *)) a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  h2:where(:not(dialog *)) a:hover {
    color: ${theme.color.primary};
    text-decoration: underline;
  }
  ${theme.media.touch} {
    h2:where(:not(dialog *)) a {
      ${theme.touchReach}
    }
  }
  p:where(:not(dialog *)) {
    margin: 0;
  }
`;

export const cardFacts = css`
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

export const cardActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin-top: auto;
  padding-top: ${theme.space(1)};
`;

// A name may be one long word (within its 100 characters): it breaks rather than widen the page, with a
// hyphen where the page's language knows where ("Schiedsrichter-assistentin"), anywhere where it does not.
export const cardHeader = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1.5)};
  overflow-wrap: anywhere;
  hyphens: auto;
  & > * {
    min-width: 0;
  }
`;

export const resultGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
