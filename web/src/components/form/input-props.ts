import type { FormInput } from '@anpfiff/schemas/forms/form-definition';

/** What the form card hands each input; `value` is the field's current value in the form's values. */
export interface InputProps {
  id: string;
  input: FormInput;
  value: unknown;
  onChange(value: unknown): void;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  /** Ids of the hint and error texts, for aria-describedby. */
  describedBy: string | undefined;
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The id of the towns an address group offers in its Ort field (`address-towns.tsx`), from the field's id. */
export const townListId = (cityInputId: string) => `${cityInputId}-towns`;
