import { withScheme } from '@anpfiff/schemas/forms/normalize-value';
import { control } from './form-styles';
import { type InputProps, textOf } from './input-props';

/** URL: on leaving the field, an address without http:// or https:// gets http:// (spec section 5). */
export function UrlInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  const text = textOf(value);
  return (
    <input
      id={id}
      css={control}
      type="url"
      inputMode="url"
      name={input.name}
      value={text}
      autoComplete="url"
      placeholder="https://"
      disabled={disabled}
      aria-invalid={invalid}
      aria-required={required}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const trimmed = text.trim();
        if (trimmed && withScheme(trimmed) !== text) onChange(withScheme(trimmed));
      }}
    />
  );
}
