import { control } from './form-styles';
import { type InputProps, textOf } from './input-props';

/** PASSWORD: the current password is offered by password managers, a new one is suggested by them. */
export function PasswordInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  const current = input.name === 'oldPassword' || input.rules.includes('current');
  return (
    <input
      id={id}
      css={control}
      type="password"
      name={input.name}
      value={textOf(value)}
      autoComplete={current ? 'current-password' : 'new-password'}
      disabled={disabled}
      aria-invalid={invalid}
      aria-required={required}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
