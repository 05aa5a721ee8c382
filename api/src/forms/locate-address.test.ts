import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { locateAddress } from './locate-address';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return null;
};

describe('placing an address', () => {
  it('places the postcode and keeps the town as written', () => {
    expect(locateAddress('CH', { zip: '8001', city: 'Zürich' })).toMatchObject({
      zip: '8001',
      city: 'Zürich',
      state: 'CH-ZH',
    });
    // A district or a spelling the gazetteer does not list is taken on trust.
    expect(locateAddress('CH', { zip: '8001', city: 'Züri City' }).state).toBe('CH-ZH');
    expect(locateAddress('DE', { zip: '10115', city: 'Berlin-Mitte' }).state).toBe('DE-BE');
  });

  it('refuses a town known to lie far from the postcode, on the town field', () => {
    expect(refusal(() => locateAddress('CH', { zip: '8001', city: 'Genf' }))).toEqual({
      'address.city': ['Der Ort passt nicht zur Postleitzahl 8001 (Zürich).'],
    });
    expect(refusal(() => locateAddress('DE', { zip: '80331', city: 'Hamburg' }))).toEqual({
      'address.city': ['Der Ort passt nicht zur Postleitzahl 80331 (München).'],
    });
    // A neighbouring town within a postcode's reach is no mistake: 8600 Dübendorf, written Zürich.
    expect(refusal(() => locateAddress('CH', { zip: '8600', city: 'Zürich' }))).toBeNull();
  });

  it("accepts the short name of the postcode's own town, though alone it means a bigger namesake", () => {
    for (const [zip, city] of [
      ['15230', 'Frankfurt'],
      ['92637', 'Weiden'],
      ['67433', 'Neustadt'],
      ['82362', 'Weilheim'],
      ['86899', 'Landsberg'],
      ['21729', 'Freiburg'],
    ] as const)
      expect(
        refusal(() => locateAddress('DE', { zip, city })),
        `${zip} ${city}`,
      ).toBeNull();
  });

  it('refuses a postcode nobody knows', () => {
    expect(refusal(() => locateAddress('CH', { zip: '0001', city: 'Bern' }))).toEqual({
      'address.zip': ['Diese Postleitzahl kennen wir nicht.'],
    });
  });
});
