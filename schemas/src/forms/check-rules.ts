import type { Country } from '../catalogues/countries';
import type { FormInput, FormOption } from './form-definition';
import { MESSAGES } from './validation-messages';

export interface RuleContext {
  country: Country;
  /** Any other field's normalized value, by its full dotted path. */
  valueOf(path: string): unknown;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()/.-]{6,25}$/;
/** Digits of the shortest number worth calling; "------" fits the characters and says nothing. */
const MIN_PHONE_DIGITS = 6;
const POSTCODE: Record<Country, RegExp> = { CH: /^[1-9]\d{3}$/, DE: /^\d{5}$/ };

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The options a select offers right now: gender-dependent ones follow the indicating field. */
export function optionsOf(input: FormInput, ctx: RuleContext): FormOption[] | null {
  if (input.genderDependingOptions && input.genderIndicatingField) {
    const gender = ctx.valueOf(input.genderIndicatingField);
    return gender === 'M' || gender === 'F' ? (input.genderDependingOptions[gender] ?? []) : null;
  }
  return input.options ?? [];
}

/**
 * The first broken rule of a field with a value, as a German message; `required` and `unique` are handled
 * by the caller (one needs the empty case, the other the database).
 */
export function checkRules(input: FormInput, value: unknown, ctx: RuleContext): string | null {
  const field = input.label;
  for (const rule of input.rules) {
    const [name, arg = ''] = rule.split(':') as [string, string?];
    const args = arg.split(',');
    switch (name) {
      case 'email':
        if (typeof value === 'string' && !EMAIL.test(value)) return MESSAGES.email(field);
        break;
      case 'phone':
        if (
          typeof value === 'string' &&
          (!PHONE.test(value) || value.replace(/\D/g, '').length < MIN_PHONE_DIGITS)
        )
          return MESSAGES.phone(field);
        break;
      case 'url': {
        const list = Array.isArray(value) ? value : [value];
        if (!list.every((v) => typeof v === 'string' && isValidUrl(v))) return MESSAGES.url(field);
        break;
      }
      case 'min':
        if (typeof value === 'string' && [...value].length < Number(arg)) return MESSAGES.min(field, arg);
        break;
      case 'max':
        if (typeof value === 'string' && [...value].length > Number(arg)) return MESSAGES.max(field, arg);
        break;
      case 'integer':
        if (typeof value === 'number' && !Number.isInteger(value)) return MESSAGES.integer(field);
        break;
      case 'between':
        if (typeof value === 'number' && (value < Number(args[0]) || value > Number(args[1])))
          return MESSAGES.between(field, args[0] ?? '', args[1] ?? '');
        break;
      case 'date-between':
        if (typeof value === 'string' && (value < (args[0] ?? '') || value > (args[1] ?? '')))
          return MESSAGES.date();
        break;
      case 'same':
        if (value !== ctx.valueOf(arg)) return MESSAGES.same();
        break;
      case 'postcode':
        if (typeof value === 'string' && !POSTCODE[ctx.country].test(value)) return MESSAGES.postcode(field);
        break;
      case 'accepted':
        if (value !== true) return MESSAGES.accepted();
        break;
      case 'child-of': {
        const parent = ctx.valueOf(arg);
        const option = input.options?.find((o) => o.value === value);
        if (option && option.parent !== parent) return MESSAGES.childOf(field);
        break;
      }
    }
  }
  return null;
}
