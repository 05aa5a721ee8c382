import { control } from './form-styles';
import { type InputProps, textOf, townListId } from './input-props';

// Browsers and password managers fill these in when they know what a field is.
const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  username: 'username',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  zip: 'postal-code',
  city: 'address-level2',
  street: 'street-address',
};

/**
 * STRING: one line of text; e-mail fields get the e-mail keyboard on phones, a postcode (digits in CH and
 * DE) the number pad, and the Ort of an address the towns of its postcode (`address-towns.tsx`).
 */
export function StringInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  const email = input.rules.includes('email') || input.name === 'username';
  return (
    <input
      id={id}
      css={control}
      type={email ? 'email' : input.name === 'phone' ? 'tel' : 'text'}
      name={input.name}
      value={textOf(value)}
      autoComplete={AUTOCOMPLETE[input.name]}
      inputMode={input.name === 'zip' ? 'numeric' : undefined}
      list={input.name === 'city' ? townListId(id) : undefined}
      disabled={disabled}
      aria-invalid={invalid}
      aria-required={required}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
