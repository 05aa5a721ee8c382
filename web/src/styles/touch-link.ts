import { css } from '@emotion/react';

/**
 * A link standing on its own line ("Zur Startseite"): as tall as a finger needs (44 px), though its text is
 * one line of body copy, like the links under the sign-in form.
 */
export const touchLink = css`
  display: inline-block;
  min-height: 44px;
  padding: 10px 0;
`;
