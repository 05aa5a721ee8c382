import { css } from '@emotion/react';
import { primaryButton, secondaryButton } from './button-styles';

/**
 * An action that destroys something for good (deleting an offer, the account): the main action's shape in
 * red. Apart from button-styles.ts, which every first visit loads: only the management area needs it.
 */
export const dangerButton = css`
  ${primaryButton};
  border-color: #a4161a;
  background: #a4161a;
  &:hover:not(:disabled) {
    border-color: #7a1013;
    background: #7a1013;
  }
`;

/**
 * The way to such an action (a delete view, the deletion dialog): a secondary button in red, so it does not
 * read as one more ordinary action beside them.
 */
export const dangerOutlineButton = css`
  ${secondaryButton};
  border-color: #a4161a;
  color: #a4161a;
  &:hover:not(:disabled, [aria-disabled='true']) {
    background: #fdecea;
  }
`;
