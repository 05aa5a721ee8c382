import { css } from '@emotion/react';
import { theme } from '../../../styles/theme';

export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`;

export const previewNote = css`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.color.muted};
`;

/** The preview of a public page, set apart from the management controls around it. */
export const previewFrame = css`
  padding: ${theme.space(2)};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;
