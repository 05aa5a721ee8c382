import type { FormInput } from './form-definition';

/** Raw submission values (multipart text or JSON) become typed values; `undefined` means empty. */
export type Normalized =
  { ok: true; value: unknown } | { ok: false; reason: 'invalid' | 'number' | 'date' | 'characters' };

const EMPTY = { ok: true, value: undefined } as const;

/**
 * Half of a surrogate pair on its own (JSON can write one as `\ud800`): it is no character, and storing
 * it as UTF-8 would silently turn it into U+FFFD. The browser runs this too, and `isWellFormed` (ES2024)
 * is newer than some browsers the web build targets.
 */
const LONE_SURROGATE = /\p{Cs}/u;

function text(raw: unknown, trim: boolean): Normalized {
  if (raw === undefined || raw === null) return EMPTY;
  if (typeof raw === 'number') return { ok: true, value: String(raw) };
  if (typeof raw !== 'string') return { ok: false, reason: 'invalid' };
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: 'characters' };
  const value = trim ? raw.trim() : raw;
  return value === '' ? EMPTY : { ok: true, value };
}

export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `http://${url}`;
}

/** A calendar day 'YYYY-MM-DD' that exists (no 31 February); ISO timestamps give their date part. */
export function isoDay(raw: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(raw);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const day = `${y}-${m}-${d}`;
  return date.toISOString().slice(0, 10) === day ? day : null;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * A whole number with its thousands marked as people write amounts: 1'500 in Switzerland, 1.500 in
 * Germany, 1 500. Read only where whole numbers are asked for: there "1.500" cannot mean one and a half,
 * and a German club typing its salary so was told it must be a whole number.
 */
const GROUPED = /^[+-]?\d{1,3}(?:(['’. \u00a0\u202f])\d{3})(?:\1\d{3})*$/;
const SEPARATORS = /['’. \u00a0\u202f]/g;

export function normalizeValue(input: FormInput, raw: unknown): Normalized {
  switch (input.type) {
    case 'STRING':
    case 'TEXT':
      return text(raw, true);
    case 'PASSWORD':
      return text(raw, false);
    case 'URL': {
      const result = text(raw, true);
      return result.ok && typeof result.value === 'string'
        ? { ok: true, value: withScheme(result.value) }
        : result;
    }
    case 'NUMBER': {
      const trimmed = typeof raw === 'string' ? raw.trim() : raw;
      const typed =
        typeof trimmed === 'string' && input.rules.includes('integer') && GROUPED.test(trimmed)
          ? trimmed.replace(SEPARATORS, '')
          : trimmed;
      if (typed === undefined || typed === null || typed === '') return EMPTY;
      // Digits as a person types them: Number() alone would also take 0x10, 0b101, 1e3 or Infinity.
      const value =
        typeof typed === 'number'
          ? typed
          : typeof typed === 'string' && DECIMAL.test(typed)
            ? Number(typed)
            : NaN;
      return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'number' };
    }
    case 'BOOLEAN': {
      // An unticked checkbox is not sent at all.
      if (raw === undefined || raw === null || raw === '' || raw === false || raw === 'false' || raw === '0')
        return { ok: true, value: false };
      if (raw === true || raw === 'true' || raw === 'on' || raw === '1') return { ok: true, value: true };
      return { ok: false, reason: 'invalid' };
    }
    case 'DATE': {
      const result = text(raw, true);
      if (!result.ok || result.value === undefined) return result;
      const day = isoDay(result.value as string);
      return day ? { ok: true, value: day } : { ok: false, reason: 'date' };
    }
    case 'SINGLE_SELECT':
      return text(raw, true);
    case 'MULTI_SELECT': {
      if (raw === undefined || raw === null || raw === '') return { ok: true, value: [] };
      const list = Array.isArray(raw) ? raw : [raw];
      if (!list.every((v) => typeof v === 'string')) return { ok: false, reason: 'invalid' };
      return { ok: true, value: [...new Set((list as string[]).map((v) => v.trim()).filter(Boolean))] };
    }
    case 'IMAGE':
    case 'GROUP':
      return { ok: true, value: raw };
  }
}
