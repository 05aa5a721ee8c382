import type { FieldErrors } from '@anpfiff/schemas/api/errors';
import type { FormInput, FormOption } from '@anpfiff/schemas/forms/form-definition';
import { ApiError } from '../../lib/api-client';

/** A form's values, nested like the definition's groups (`address.zip` is `{ address: { zip } }`). */
export type FormValues = Record<string, unknown>;

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
 * Changes one field and clears every field whose options depend on it (spec section 4: changing the
 * team gender clears the league), since the old choice may not exist among the new options.
 */
export function changeField(
  values: FormValues,
  fields: readonly FlatInput[],
  path: string,
  value: unknown,
): FormValues {
  const before = valueAt(values, path);
  let next = withValue(values, path, value);
  if (before !== value) {
    for (const field of fields) {
      if (field.input.genderIndicatingField === path && valueAt(next, field.path) !== undefined)
        next = withValue(next, field.path, undefined);
    }
  }
  return next;
}

/** The options a select offers now; null while the field it depends on (team gender) is unset. */
export function currentOptions(input: FormInput, values: FormValues): FormOption[] | null {
  if (input.genderIndicatingField && input.genderDependingOptions) {
    const gender = valueAt(values, input.genderIndicatingField);
    return gender === 'M' || gender === 'F' ? (input.genderDependingOptions[gender] ?? []) : null;
  }
  return input.options ?? [];
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

export interface SubmitProblem {
  errors?: FieldErrors['errors'];
  message?: string;
}

function asProblem(body: unknown): SubmitProblem | null {
  if (body === null || typeof body !== 'object') return null;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    const clean: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(errors))
      if (Array.isArray(list)) clean[field] = list.filter((m): m is string => typeof m === 'string');
    return { errors: clean };
  }
  return typeof message === 'string' ? { message } : null;
}

// Refusals the user can act on besides a 422: too many attempts (wait) and a request too large (send less).
// Their German message says so; any other status is an unexpected error.
const TOLD_STATUSES = new Set([413, 429]);

/**
 * What a rejected submit means for the form: a 422 of the API (or its body, for callers that unwrap it)
 * is field errors or a message, a 413 or 429 its message; null means an unexpected error.
 */
export function submitProblemOf(error: unknown): SubmitProblem | null {
  if (error instanceof ApiError) {
    if (error.status === 422) return asProblem(error.body);
    const problem = TOLD_STATUSES.has(error.status) ? asProblem(error.body) : null;
    return problem && 'message' in problem ? problem : null;
  }
  // A failed fetch or a bug has a message too, but it is not one for the user.
  return error instanceof Error ? null : asProblem(error);
}
