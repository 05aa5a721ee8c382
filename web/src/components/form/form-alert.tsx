import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../../styles/theme';

// Space below for what follows (the '* Pflichtfeld' line, a link); none when the alert ends its box.
const alert = css`
  margin: 0 0 ${theme.space(2)};
  &:last-child {
    margin-bottom: 0;
  }
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border: 1px solid #b07f00;
  border-left-width: 6px;
  border-radius: 8px;
  background: #fff6d6;
  color: ${theme.color.text};
  font-weight: 600;
`;

/**
 * A warning about the whole form (a 422 message such as 'Ungültige Anmeldedaten'). The form card moves the
 * focus to it after a refused submit (tabIndex -1: focusable by script, not a Tab stop). The search screens
 * show a refused search's message in it as well.
 */
export function FormAlert({
  children,
  id,
  testId = 'form-alert',
}: {
  children: ReactNode;
  id?: string;
  testId?: string;
}) {
  return (
    <p id={id} css={alert} role="alert" tabIndex={-1} data-testid={testId}>
      {children}
    </p>
  );
}
