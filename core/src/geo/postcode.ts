import type { Country } from '@anpfiff/schemas/catalogues/countries';

// Swiss postcodes run 1000–9699 (Liechtenstein's 9485–9498 included, as Swiss Post routes them);
// German ones 01001–99998 with the leading zero kept (Saxony, Thuringia).
const FORMAT: Readonly<Record<Country, { digits: number; min: number; max: number }>> = {
  CH: { digits: 4, min: 1000, max: 9699 },
  DE: { digits: 5, min: 1001, max: 99998 },
};

// People paste postcodes as they are written on envelopes: 'CH-8001', 'D-80331', ' 8001 '. Only before a
// digit: 'Davos' keeps its D.
const ENVELOPE_PREFIX = /^(?:CH|DE?)\s*-?\s*(?=\d)/i;

/** The text without the country an envelope writes before a postcode ('CH-8001 Zürich' → '8001 Zürich'). */
export function withoutEnvelopePrefix(text: string): string {
  return text.trim().replace(ENVELOPE_PREFIX, '');
}

/** The postcode in its canonical form (digits only, leading zeros kept), or null when malformed. */
export function normalizePostcode(country: Country, zip: string): string | null {
  const digits = withoutEnvelopePrefix(zip);
  const { digits: length, min, max } = FORMAT[country];
  if (digits.length !== length || !/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return n >= min && n <= max ? digits : null;
}

export function isValidPostcode(country: Country, zip: string): boolean {
  return normalizePostcode(country, zip) !== null;
}
