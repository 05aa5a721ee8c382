import { css } from '@emotion/react';
import { theme } from '../../../styles/theme';

/** Sign-in and registration pages: one narrow column, readable on a phone and on a desk. */
export const authColumn = css`
  max-width: 640px;
  margin: 0 auto;
`;

export const wideColumn = css`
  max-width: 880px;
  margin: 0 auto;
`;

export const authLinks = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: ${theme.space(3)} 0 0;
  padding-top: ${theme.space(2)};
  border-top: 1px solid ${theme.color.border};
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${theme.space(1.25)} 0;
  }
`;

export const lead = css`
  margin: 0 0 ${theme.space(1)};
  color: ${theme.color.muted};
`;

export const messageCard = css`
  padding: ${theme.space(3)} ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  ${theme.media.md} {
    padding: ${theme.space(4)};
  }
  h1 {
    margin-top: 0;
  }
`;
