import { describe, expect, it } from 'vitest';
import { isValidPostcode, normalizePostcode } from './postcode';

describe('isValidPostcode', () => {
  it('accepts Swiss postcodes 1000–9699 only, as four digits', () => {
    for (const zip of ['1000', '8001', '9658', '9699']) expect(isValidPostcode('CH', zip)).toBe(true);
    for (const zip of ['0999', '999', '9700', '9999', '80010', '800a', '', '8 001']) {
      expect(isValidPostcode('CH', zip)).toBe(false);
    }
  });

  it('accepts German postcodes 01001–99998 only, as five digits with the leading zero', () => {
    for (const zip of ['01001', '01067', '10115', '99998']) expect(isValidPostcode('DE', zip)).toBe(true);
    for (const zip of ['01000', '00123', '99999', '1067', '010677', '1O115', '']) {
      expect(isValidPostcode('DE', zip)).toBe(false);
    }
  });

  it('does not accept one country’s postcode for the other', () => {
    expect(isValidPostcode('DE', '8001')).toBe(false);
    expect(isValidPostcode('CH', '80331')).toBe(false);
  });
});

describe('normalizePostcode', () => {
  it('trims and drops the envelope prefix people paste', () => {
    expect(normalizePostcode('CH', ' 8001 ')).toBe('8001');
    expect(normalizePostcode('CH', 'CH-8001')).toBe('8001');
    expect(normalizePostcode('DE', 'D-01067')).toBe('01067');
    expect(normalizePostcode('DE', 'DE 80331')).toBe('80331');
  });

  it('gives null for a malformed postcode', () => {
    expect(normalizePostcode('DE', '8O331')).toBeNull();
    expect(normalizePostcode('CH', '-8001')).toBeNull();
  });
});
