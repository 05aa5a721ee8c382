import { css } from '@emotion/react';
import { theme } from '../../../styles/theme';

export const matchingGrid = css`
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

export const liveNote = css`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;
