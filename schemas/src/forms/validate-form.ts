import type { Country } from '../catalogues/countries';
import type { FormDefinition, FormInput } from './form-definition';
import { checkRules, optionsOf, type RuleContext } from './check-rules';
import { normalizeValue } from './normalize-value';
import { MESSAGES } from './validation-messages';

export type FieldErrors = Record<string, string[]>;

export interface ValidateOptions {
  country: Country;
  /** Server only: whether a value of a field with the `unique` rule is still free. */
  isUnique?: (path: string, value: unknown) => Promise<boolean>;
}

export type ValidationResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

type Flat = { path: string; input: FormInput }[];

/** Every field and group by its dotted path, a group before its fields. */
function flatten(inputs: FormInput[], prefix = ''): Flat {
  return inputs.flatMap((input) => {
    const path = `${prefix}${input.name}`;
    return input.type === 'GROUP'
      ? [{ path, input }, ...flatten(input.inputs ?? [], `${path}.`)]
      : [{ path, input }];
  });
}

const isGroupValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));

function get(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    return (node as Record<string, unknown>)[key];
  }, source);
}

function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
}

/**
 * Checks a submission against a form definition: the same rules in the browser and on the server. Fields
 * not in the definition are dropped; the result holds only normalized values of known fields.
 */
export async function validateForm<T = Record<string, unknown>>(
  definition: FormDefinition,
  submission: unknown,
  options: ValidateOptions,
): Promise<ValidationResult<T>> {
  const all = flatten(definition.inputs);
  const values = new Map<string, unknown>();
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => (errors[path] ??= []).push(message);

  // A group sent as a number, text or list is refused: read as "not sent" its fields would be saved empty.
  const badGroups = all
    .filter(({ input, path }) => input.type === 'GROUP' && !isGroupValue(get(submission, path)))
    .map(({ path }) => path);
  for (const { input, path } of all) if (badGroups.includes(path)) fail(path, MESSAGES.invalid(input.label));
  // The fields of a refused group say nothing more (a required one would only repeat the refusal).
  const fields = all.filter(
    ({ input, path }) => input.type !== 'GROUP' && !badGroups.some((group) => path.startsWith(`${group}.`)),
  );

  for (const { path, input } of fields) {
    const normalized = normalizeValue(input, get(submission, path));
    if (normalized.ok) values.set(path, normalized.value);
    else
      fail(path, normalized.reason === 'date' ? MESSAGES.date() : MESSAGES[normalized.reason](input.label));
  }

  const ctx: RuleContext = { country: options.country, valueOf: (path) => values.get(path) };
  for (const { path, input } of fields) {
    if (errors[path]) continue;
    const value = values.get(path);
    const empty = value === undefined || (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (input.rules.includes('required')) fail(path, MESSAGES.required(input.label));
      else if (input.rules.includes('accepted')) fail(path, MESSAGES.accepted());
      continue;
    }
    const message = checkRules(input, value, ctx) ?? checkOptions(input, value, ctx);
    if (message) fail(path, message);
    else if (input.rules.includes('unique') && options.isUnique && !(await options.isUnique(path, value)))
      fail(path, MESSAGES.unique());
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const out: Record<string, unknown> = {};
  for (const [path, value] of values) if (value !== undefined) set(out, path, value);
  return { ok: true, values: out as T };
}

function checkOptions(input: FormInput, value: unknown, ctx: RuleContext): string | null {
  if (input.type !== 'SINGLE_SELECT' && input.type !== 'MULTI_SELECT') return null;
  const options = optionsOf(input, ctx);
  if (options === null) return MESSAGES.genderFirst();
  const allowed = new Set(options.map((o) => o.value));
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((v) => allowed.has(v as string)) ? null : MESSAGES.option(input.label);
}
