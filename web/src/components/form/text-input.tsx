import { css } from '@emotion/react';
import { control } from './form-styles';
import { type InputProps, textOf } from './input-props';

const area = css`
  ${control};
  resize: vertical;
`;

/** TEXT: a textarea of five rows (spec section 5). */
export function TextInput({
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
    <textarea
      id={id}
      css={area}
      rows={5}
      name={input.name}
      value={textOf(value)}
      disabled={disabled}
      aria-invalid={invalid}
      aria-required={required}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
