import { css } from '@emotion/react';
import { theme } from '../../styles/theme';
import type { InputProps } from './input-props';

const box = css`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 1px 0 0;
  accent-color: ${theme.color.primary};
`;

/** BOOLEAN: a tick box; the form field puts its label beside it. */
export function BooleanInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  return (
    <input
      id={id}
      css={box}
      type="checkbox"
      name={input.name}
      checked={value === true || value === 'true'}
      disabled={disabled}
      aria-invalid={invalid}
      aria-required={required}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
