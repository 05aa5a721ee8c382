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

/**
 * Control characters (an escape sequence that colours a log, a NUL) and the marks that turn the direction
 * of the text after them ("\u202eFC Evil" shows as "livE CF"): nothing a person types into a form, and
 * shown to others they mislead. Line breaks and tabs stay in multi-line texts.
 */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]|[\u202a-\u202e\u2066-\u2069]/u;

/**
 * Space and invisible formatting characters (zero-width space and joiner, soft hyphen) at either end:
 * a value of nothing else is empty, so a club cannot be named by an invisible character that its card,
 * the header and every page title then show as nothing.
 */
const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

type TextKind = 'line' | 'lines' | 'secret';

function text(raw: unknown, kind: TextKind): Normalized {
  if (raw === undefined || raw === null) return EMPTY;
  // A JSON client may send a postcode as a number; one past 2^53 has lost digits before it arrives here.
  if (typeof raw === 'number')
    return Number.isSafeInteger(raw) ? { ok: true, value: String(raw) } : { ok: false, reason: 'invalid' };
  if (typeof raw !== 'string') return { ok: false, reason: 'invalid' };
  if (LONE_SURROGATE.test(raw)) return { ok: false, reason: 'characters' };
  // A password is taken as typed: whatever it holds, it is only ever compared.
  if (kind === 'secret') return raw === '' ? EMPTY : { ok: true, value: raw };
  if ((kind === 'lines' ? CONTROL_BUT_LINES : CONTROL).test(raw)) return { ok: false, reason: 'characters' };
  // A browser sends the line breaks of a form's text area as CRLF and counts them as one character
  // each: kept so, a text the browser found short enough was two characters per line too long here.
  const value = (kind === 'lines' ? raw.replace(/\r\n?/g, '\n') : raw).replace(INVISIBLE_ENDS, '');
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
/** A decimal as written in German, with a comma: "12,5" is twelve and a half, not something else. */
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

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
      return text(raw, 'line');
    case 'TEXT':
      return text(raw, 'lines');
    case 'PASSWORD':
      return text(raw, 'secret');
    case 'URL': {
      const result = text(raw, 'line');
      return result.ok && typeof result.value === 'string'
        ? { ok: true, value: withScheme(result.value) }
        : result;
    }
    case 'NUMBER': {
      const trimmed = typeof raw === 'string' ? raw.trim() : raw;
      const typed =
        typeof trimmed === 'string' && input.rules.includes('integer') && GROUPED.test(trimmed)
          ? trimmed.replace(SEPARATORS, '')
          : typeof trimmed === 'string' && DECIMAL_COMMA.test(trimmed)
            ? trimmed.replace(',', '.')
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
      const result = text(raw, 'line');
      if (!result.ok || result.value === undefined) return result;
      const day = isoDay(result.value as string);
      return day ? { ok: true, value: day } : { ok: false, reason: 'date' };
    }
    case 'SINGLE_SELECT':
      return text(raw, 'line');
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
