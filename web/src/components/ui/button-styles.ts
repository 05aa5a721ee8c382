import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

// A link cannot be disabled: aria-disabled marks one that is (form-card.tsx), and looks like a disabled button.
const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 2px solid ${theme.color.primary};
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 1;
    border-color: ${theme.color.border};
    background: ${theme.color.background};
    color: ${theme.color.muted};
  }
`;

/** The main action of a view. */
export const primaryButton = css`
  ${base};
  background: ${theme.color.primary};
  color: #fff;
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${theme.color.primaryDark};
    border-color: ${theme.color.primaryDark};
  }
`;

export const secondaryButton = css`
  ${base};
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: ${theme.color.primarySoft};
  }
`;

/** Small round icon button (clear, close). */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${theme.color.background};
  }
`;
