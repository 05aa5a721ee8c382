import { css } from '@emotion/react';
import { primaryButton } from './button-styles';

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
