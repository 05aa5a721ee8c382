import { control } from './form-styles';
import { type InputProps, textOf } from './input-props';

/**
 * NUMBER: numeric input. The text is kept as typed (an empty field stays empty instead of becoming 0);
 * the shared validator turns it into a number or reports it.
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
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
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
