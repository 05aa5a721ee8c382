import type { FormInput, FormOption } from '@anpfiff/schemas/forms/form-definition';
import { ApiError } from '../../lib/api-client';
import { type Refusal, refusalOfBody } from '../../lib/api-refusal';

/** A form's values, nested like the definition's groups (`address.zip` is `{ address: { zip } }`). */
export type FormValues = Record<string, unknown>;

/**
 * Where a record loaded for an edit form keeps its version (the ETag of the read): under a symbol, so it
 * is no field. The form card never shows it and `toFormData` never sends it, but every spread copies it:
 * the values a user edits keep the version of the record they started from, also when a newer version
 * arrives meanwhile (from the first edit on, the card keeps the user's values and so their version).
 */
export const RECORD_VERSION = Symbol('version');

export type Versioned<T> = T & { [RECORD_VERSION]?: string };

export interface FlatInput {
  path: string;
  input: FormInput;
}

/** Every field of a definition with its dotted path; groups contribute their fields. */
export function flattenInputs(inputs: readonly FormInput[], prefix = ''): FlatInput[] {
  return inputs.flatMap((input) =>
    input.type === 'GROUP'
      ? flattenInputs(input.inputs ?? [], `${prefix}${input.name}.`)
      : [{ path: `${prefix}${input.name}`, input }],
  );
}

export function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    return (node as Record<string, unknown>)[key];
  }, values);
}

/** A copy of `values` with one field changed; the objects on the way are copied, the rest is shared. */
export function withValue(values: FormValues, path: string, value: unknown): FormValues {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...values, [key]: value };
  const child = values[key];
  const node = child !== null && typeof child === 'object' && !Array.isArray(child) ? child : {};
  return { ...values, [key]: withValue(node as FormValues, rest.join('.'), value) };
}

/**
 * The field whose value picks this field's options: the team gender for a league, the parent for a
 * `child-of:<path>` rule (the sub-function under the club function); null for fixed options.
 */
export function controllingField(input: FormInput): string | null {
  if (input.genderIndicatingField && input.genderDependingOptions) return input.genderIndicatingField;
  return parentFieldOf(input);
}

/** The path named by a `child-of:<path>` rule: the server accepts only options under that field's value. */
export function parentFieldOf(input: FormInput): string | null {
  const rule = input.rules.find((r) => r.startsWith('child-of:'));
  return rule ? rule.slice('child-of:'.length) : null;
}

/**
 * Changes one field and clears every field whose options depend on it when its choice is no longer among
 * them: changing the team gender clears the league (spec section 4), and a sub-function goes when the
 * function changes to one it does not belong to, which the server would refuse.
 */
export function changeField(
  values: FormValues,
  fields: readonly FlatInput[],
  path: string,
  value: unknown,
): FormValues {
  const before = valueAt(values, path);
  let next = withValue(values, path, value);
  if (before === value) return next;
  for (const field of fields) {
    if (controllingField(field.input) !== path) continue;
    const chosen = valueAt(next, field.path);
    if (chosen === undefined) continue;
    const offered = currentOptions(field.input, next)?.some((option) => option.value === chosen) ?? false;
    // The spec clears the league on any new team gender, even where both teams have that league.
    if (!offered || field.input.genderIndicatingField === path) next = withValue(next, field.path, undefined);
  }
  return next;
}

/**
 * The field errors left after a change: an error speaks of the value it was given for, so it goes with an
 * edit of its own field (spec section 5) and with a value the change cleared, such as the league a new
 * team gender empties, which would otherwise keep its old complaint under an empty select.
 */
export const errorsAfterChange = (
  errors: Record<string, string[]>,
  before: FormValues,
  after: FormValues,
  path: string,
): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors).filter(([p]) => p !== path && valueAt(after, p) === valueAt(before, p)),
  );

/**
 * The options a select offers now; null while there is nothing to choose: the team gender is unset, or
 * the parent field of a `child-of` rule is unset or its choice has no options under it.
 */
export function currentOptions(input: FormInput, values: FormValues): FormOption[] | null {
  if (input.genderIndicatingField && input.genderDependingOptions) {
    const gender = valueAt(values, input.genderIndicatingField);
    return gender === 'M' || gender === 'F' ? (input.genderDependingOptions[gender] ?? []) : null;
  }
  const parentPath = parentFieldOf(input);
  if (parentPath !== null) {
    const parent = valueAt(values, parentPath);
    const children = (input.options ?? []).filter((o) => parent !== undefined && o.parent === parent);
    return children.length > 0 ? children : null;
  }
  return input.options ?? [];
}

/** Why a select has nothing to offer yet, for its hint: the text key and what the text names. */
export type WaitingReason =
  | { key: 'form.genderFirst' }
  | { key: 'form.parentFirst'; label: string }
  | { key: 'form.noSubOptions'; option: string };

/** Says what to choose first where `currentOptions` is null; `fields` are the form's, for the labels. */
export function waitingReason(
  input: FormInput,
  values: FormValues,
  fields: readonly FlatInput[],
): WaitingReason {
  const parentPath = parentFieldOf(input);
  if (parentPath === null) return { key: 'form.genderFirst' };
  const parent = fields.find((field) => field.path === parentPath)?.input;
  const chosen = valueAt(values, parentPath);
  const option = parent?.options?.find((o) => o.value === chosen);
  if (option) return { key: 'form.noSubOptions', option: option.label };
  return { key: 'form.parentFirst', label: parent?.label ?? parentPath };
}

/** Whether the rules mark a field as one that must be filled in (the 'accepted' tick box too). */
export function isRequired(input: FormInput): boolean {
  return input.rules.includes('required') || input.rules.includes('accepted');
}

/**
 * Spec section 7: writes are multipart, nested fields get dotted or indexed names, empty values are left
 * out; files go as files, everything else as text.
 */
export function toFormData(values: FormValues): FormData {
  const data = new FormData();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    if (value instanceof Blob) data.append(name, value, value instanceof File ? value.name : 'upload');
    else if (Array.isArray(value)) value.forEach((entry, i) => add(`${name}[${i}]`, entry));
    else if (value instanceof Date) data.append(name, value.toISOString());
    else if (typeof value === 'object')
      for (const [key, entry] of Object.entries(value)) add(name ? `${name}.${key}` : key, entry);
    else data.append(name, String(value));
  };
  add('', values);
  return data;
}

/** The API's words on a refused submit; read as the searches read theirs (lib/api-refusal.ts). */
export type SubmitProblem = Refusal;

// Refusals the user can act on besides a 422: signed out meanwhile (sign in again, the form keeps what was
// typed), not allowed, gone meanwhile (deleted in another tab), too large (send less), too many attempts
// (wait). Their German message says so; any other status is an unexpected error.
const TOLD_STATUSES = new Set([401, 403, 404, 413, 429]);

/**
 * What a rejected submit means for the form: a 422 of the API (or its body, for callers that unwrap it)
 * is field errors or a message, a 401, 403, 404, 413 or 429 its message; null means an unexpected error.
 */
export function submitProblemOf(error: unknown): SubmitProblem | null {
  if (error instanceof ApiError) {
    if (error.status === 422) return refusalOfBody(error.body);
    const problem = TOLD_STATUSES.has(error.status) ? refusalOfBody(error.body) : null;
    return problem && 'message' in problem ? problem : null;
  }
  // A failed fetch or a bug has a message too, but it is not one for the user.
  return error instanceof Error ? null : refusalOfBody(error);
}
