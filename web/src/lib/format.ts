/** Card descriptions are cut to 200 characters (spec section 9). */
export const PREVIEW_LENGTH = 200;

/** The first `max` characters, cut at a word where one is near, with an ellipsis when something was cut. */
export function truncate(text: string, max = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Links without a scheme get http:// in front, as the forms do when a URL input is left (spec section 5). */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

// Intl formats are costly to create and cheap to use: one per locale (and currency), kept.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** A money amount in the site's currency, without cents: 'CHF 1'450' on de-CH, '1.450 €' on de-DE. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return cached(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
  ).format(amount);
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    `date ${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
  ).format(date);
}

/**
 * A count with the locale's thousands separator. Counts below 1000 have none and skip Intl: creating the
 * first Intl format loads locale data, tens of milliseconds of a phone's main thread on the home page.
 */
export function formatCount(n: number, locale: string): string {
  if (Number.isInteger(n) && Math.abs(n) < 1000) return String(n);
  return cached(`count ${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/**
 * " · 2.4 km" (de-DE "2,4 km"; whole km from 10 on) for a search result measured from the place searched
 * around, which the API adds as `distanceKm`; '' for any other result.
 */
export function distanceSuffix(result: object, locale: string): string {
  const km = (result as { distanceKm?: unknown }).distanceKm;
  if (typeof km !== 'number') return '';
  const digits = km < 10 ? 1 : 0;
  const format = cached(
    `km ${locale} ${digits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }),
  );
  return ` · ${format.format(km)} km`;
}
