import type { TeamGender } from '../catalogues/team';

export const INPUT_TYPES = [
  'BOOLEAN',
  'DATE',
  'IMAGE',
  'MULTI_SELECT',
  'NUMBER',
  'SINGLE_SELECT',
  'STRING',
  'PASSWORD',
  'TEXT',
  'GROUP',
  'URL',
] as const;

export type InputType = (typeof INPUT_TYPES)[number];

export interface FormOption {
  value: string;
  label: string;
  /** For hierarchical choices (club functions): the option this one sits under. */
  parent?: string;
}

/**
 * One field of a form (spec section 3). `rules` are the single source of validation: the server checks
 * submissions against them and the browser runs the same checks before submitting.
 */
export interface FormInput {
  name: string;
  label: string;
  type: InputType;
  rules: string[];
  options?: FormOption[];
  /** Path of the field whose value (M or F) picks this field's options, e.g. 'teamGender'. */
  genderIndicatingField?: string;
  genderDependingOptions?: Partial<Record<TeamGender, FormOption[]>>;
  /** The fields of a GROUP, addressed as `<group>.<name>`. */
  inputs?: FormInput[];
  hint?: string;
}

export interface FormDefinition {
  name: FormName;
  inputs: FormInput[];
}

export const FORM_NAMES = [
  'password-update',
  'club-profile-update',
  'person-profile-update',
  'notification-settings-update',
  'job-offer-create-or-update',
  'person-registration',
  'club-registration',
  'password-reset-initiation',
  'password-reset',
  'verification-resend',
] as const;

export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}
