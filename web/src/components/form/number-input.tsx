import { control } from './form-styles';
import { type InputProps, textOf } from './input-props';

/**
 * NUMBER: a text field with the number pad, not type=number: that one changes its value when the page is
 * scrolled over it, hides what was typed that it cannot read, and answers in the browser's own words. The
 * text is kept as typed (an empty field stays empty instead of becoming 0); the shared validator turns it
 * into a number or says, in German, why not. The pattern asks phones for digits only.
 */
export function NumberInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  const integer = input.rules.includes('integer');
  return (
    <input
      id={id}
      css={control}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      pattern={integer ? '[0-9]*' : '-?[0-9]*[.]?[0-9]*'}
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
