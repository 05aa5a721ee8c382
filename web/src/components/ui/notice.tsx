import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../../styles/theme';

const notice = css`
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.infoBorder};
  border-left-width: 6px;
  border-radius: ${theme.radius};
  background: ${theme.color.info};
  p {
    margin: 0 0 ${theme.space(1.5)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** An info box; `role="status"` is left to callers whose notice appears in response to the user. */
export function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div css={notice} data-testid={testId}>
      {children}
    </div>
  );
}
