import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

/** A result card: title link, a few facts, a preview and the actions at the bottom. */
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
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  h2 a {
    color: ${theme.color.text};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${theme.color.primary};
    text-decoration: underline;
  }
  p {
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

export const cardHeader = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1.5)};
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
