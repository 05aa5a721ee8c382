import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

export const DANGER = theme.color.danger;

export const fieldBox = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const labelText = css`
  padding: 0;
  font-weight: 600;
  font-size: 0.9375rem;
`;

/**
 * Text inputs, selects and textareas share one look; an invalid field gets a red border, hovered or not: a
 * phone keeps the hover of the field last tapped, which must not paint a field in error green.
 */
export const control = css`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 2px solid ${theme.color.inputBorder};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &:hover:not(:disabled, [aria-invalid='true']) {
    border-color: ${theme.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${DANGER};
  }
  &:disabled {
    background: ${theme.color.background};
    color: ${theme.color.muted};
  }
`;

export const hintText = css`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

export const errorText = css`
  margin: 0;
  color: ${DANGER};
  font-size: 0.9375rem;
  font-weight: 600;
`;

export const requiredMark = css`
  margin-left: 0.2em;
  color: ${DANGER};
`;
