import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_INFO, isCountry } from './countries';

describe('countries', () => {
  it('knows exactly Switzerland and Germany', () => {
    expect(COUNTRIES).toEqual(['CH', 'DE']);
    expect(Object.keys(COUNTRY_INFO).sort()).toEqual(['CH', 'DE']);
  });

  it('pays in CHF on the Swiss site and in EUR on the German one', () => {
    expect(COUNTRY_INFO.CH).toMatchObject({ name: 'Schweiz', currency: 'CHF', locale: 'de-CH', flag: '🇨🇭' });
    expect(COUNTRY_INFO.DE).toMatchObject({
      name: 'Deutschland',
      currency: 'EUR',
      locale: 'de-DE',
      flag: '🇩🇪',
    });
  });

  it('recognises only the two country codes', () => {
    expect(isCountry('CH')).toBe(true);
    expect(isCountry('DE')).toBe(true);
    for (const v of ['AT', 'ch', 'de', '', null, undefined, 1, {}]) expect(isCountry(v)).toBe(false);
  });
});
