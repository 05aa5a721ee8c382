export const COUNTRIES = ['CH', 'DE'] as const;

export type Country = (typeof COUNTRIES)[number];

export type CountryInfo = {
  readonly name: string;
  readonly currency: 'CHF' | 'EUR';
  readonly locale: 'de-CH' | 'de-DE';
  readonly flag: string;
};

// Names are written without 'ß' because both appear on the Swiss site (country switcher).
export const COUNTRY_INFO: Readonly<Record<Country, CountryInfo>> = {
  CH: { name: 'Schweiz', currency: 'CHF', locale: 'de-CH', flag: '🇨🇭' },
  DE: { name: 'Deutschland', currency: 'EUR', locale: 'de-DE', flag: '🇩🇪' },
};

export function isCountry(v: unknown): v is Country {
  return typeof v === 'string' && (COUNTRIES as readonly string[]).includes(v);
}
