import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../../styles/theme';

const badge = (background: string) => css`
  display: inline-block;
  padding: 2px ${theme.space(1)};
  border-radius: 999px;
  background: ${background};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
`;

export function Badge({ color, children, testId }: { color: string; children: ReactNode; testId?: string }) {
  return (
    <span css={badge(color)} data-testid={testId}>
      {children}
    </span>
  );
}

export const badgeRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(0.75)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
