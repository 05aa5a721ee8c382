import { describe, expect, it } from 'vitest';
import { ESTIMATED } from './gazetteer-data';
import type { GazetteerData } from './gazetteer-data';
import { createGazetteer } from './gazetteer-index';

// A tiny hand-made table, so each rule is tested on its own, independent of the real data.
const DATA: GazetteerData = {
  attribution: 'test',
  CH: {
    towns: [
      ['Zürich', 'ZH', 47.3769, 8.5417, 0],
      ['Buchs', 'AG', 47.3896, 8.0814, 0],
      ['Buchs', 'ZH', 47.459, 8.4366, 0],
      ['Paradiso', 'TI', 45.9886, 8.9466, 0],
      ['Riedern', 'GL', 47.0503, 9.0399, 0, ['Glarus']],
      ['Glarus', 'GL', 47.0404, 9.068, 0],
      ['Bergdorf', 'GR', 46.8, 9.8, ESTIMATED],
      // German exonyms (german-exonyms.ts): Freiburg, and Münster, which is also a village's own name.
      ['Fribourg', 'FR', 46.8051, 7.1604, 0],
      ['Moutier', 'BE', 47.2785, 7.3623, 0],
      ['Münster', 'VS', 46.4933, 8.2759, 0],
    ],
    postcodes: {
      '8001': [0],
      '5033': [1],
      '8107': [2],
      '6900': [3],
      '8750': [4, 5],
      '7999': [6],
      '1700': [7],
      '2740': [8],
      '3985': [9],
    },
    places: [['Lugano', 'TI', 46.0037, 8.9511, 0]],
  },
  DE: {
    towns: [
      ['Berlin', 'BE', 52.5015, 13.4019, 0],
      ['Wyk auf Föhr', 'SH', 54.6987, 8.5639, 0],
      ['Nieblum', 'SH', 54.6907, 8.4898, 0],
      ['Frankfurt (Oder)', 'BB', 52.3248, 14.4903, 0],
      ['Frankfurt am Main', 'HE', 50.1211, 8.6627, 0],
      ['Sankt Wendel', 'SL', 49.466, 7.1686, 0],
      ['Freiburg im Breisgau', 'BW', 47.9925, 7.8181, 0],
    ],
    postcodes: {
      '10115': [0],
      '10117': [0],
      '25938': [1, 2],
      '15230': [3],
      '60311': [4],
      '66606': [5],
      '79098': [6],
    },
    places: [],
  },
};

const { locatePlace, locateTown, suggestPlaces } = createGazetteer(DATA);

describe('locatePlace for a known postcode', () => {
  it('gives the town, its state and position, marked exact', () => {
    expect(locatePlace('CH', '8001')).toEqual({
      zip: '8001',
      city: 'Zürich',
      state: 'CH-ZH',
      lat: 47.3769,
      lon: 8.5417,
      approximate: false,
    });
    expect(locatePlace('DE', 'D-10115')?.state).toBe('DE-BE');
  });

  it('prefers the town matching the city among those sharing the postcode, folding the spelling', () => {
    expect(locatePlace('DE', '25938')?.city).toBe('Wyk auf Föhr');
    expect(locatePlace('DE', '25938', 'NIEBLUM')?.city).toBe('Nieblum');
    expect(locatePlace('DE', '25938', 'wyk auf foehr')?.city).toBe('Wyk auf Föhr');
    expect(locatePlace('DE', '66606', 'St. Wendel')?.city).toBe('Sankt Wendel');
  });

  it('accepts a shortened or lengthened town name', () => {
    expect(locatePlace('DE', '15230', 'Frankfurt')?.city).toBe('Frankfurt (Oder)');
    expect(locatePlace('CH', '5033', 'Buchs AG')?.city).toBe('Buchs');
  });

  it('prefers a town’s own name over another town’s alias', () => {
    expect(locatePlace('CH', '8750', 'Glarus')?.city).toBe('Glarus');
    expect(locatePlace('CH', '8750', 'Riedern')?.city).toBe('Riedern');
  });

  it('recognises a nearby municipality the directory does not list under the postcode', () => {
    expect(locatePlace('CH', '6900', 'Lugano')).toMatchObject({
      city: 'Lugano',
      state: 'CH-TI',
      approximate: false,
    });
    expect(locatePlace('CH', '6900', 'Paradiso')?.city).toBe('Paradiso');
  });

  it('keeps the postcode’s town when the typed city is unknown or far away', () => {
    expect(locatePlace('CH', '6900', 'Gotham')?.city).toBe('Paradiso');
    expect(locatePlace('CH', '8001', 'Lugano')?.city).toBe('Zürich');
  });

  it('marks a town whose position was estimated as approximate', () => {
    expect(locatePlace('CH', '7999')).toMatchObject({ city: 'Bergdorf', approximate: true });
  });
});

describe('locatePlace for an unknown postcode', () => {
  it('falls back to the numerically nearest postcode of the same region, marked approximate', () => {
    expect(locatePlace('DE', '10119')).toMatchObject({
      zip: '10119',
      city: 'Berlin',
      state: 'DE-BE',
      approximate: true,
    });
    expect(locatePlace('CH', '8002')).toMatchObject({ city: 'Zürich', approximate: true });
  });

  it('prefers the postcode sharing the longest prefix over a numerically closer one', () => {
    // 8099 is 8 from 8107 but shares '80' with 8001; 5000 shares '50' with 5033 only.
    expect(locatePlace('CH', '8099')).toMatchObject({ city: 'Zürich', state: 'CH-ZH' });
    expect(locatePlace('CH', '8100')).toMatchObject({ city: 'Buchs', state: 'CH-ZH' });
    expect(locatePlace('CH', '5000')).toMatchObject({ city: 'Buchs', state: 'CH-AG' });
    expect(locatePlace('DE', '10120')?.city).toBe('Berlin');
  });

  it('uses the typed town when a postcode of the same region has it', () => {
    expect(locatePlace('DE', '60599', 'Frankfurt am Main')).toMatchObject({
      city: 'Frankfurt am Main',
      state: 'DE-HE',
      approximate: true,
    });
  });

  it('keeps the typed town name when it only borrows a neighbour’s position', () => {
    expect(locatePlace('DE', '10999', 'Kreuzberg')).toMatchObject({ city: 'Kreuzberg', lat: 52.5015 });
  });

  it('gives null when no postcode of the region is known, and for a malformed postcode', () => {
    expect(locatePlace('DE', '05123')).toBeNull();
    expect(locatePlace('CH', '1234')).toBeNull();
    expect(locatePlace('CH', '80331')).toBeNull();
    expect(locatePlace('DE', '0115')).toBeNull();
  });
});

describe('suggestPlaces', () => {
  const nears = (country: 'CH' | 'DE', text: string, limit = 8) =>
    suggestPlaces(country, text, limit).map((place) => place.near);

  it('lists the postcodes starting with the digits typed, each with its towns, narrowed by a town typed after', () => {
    expect(nears('DE', '1011')).toEqual(['10115 Berlin', '10117 Berlin']);
    expect(nears('DE', '25938')).toEqual(['25938 Wyk auf Föhr', '25938 Nieblum']);
    expect(nears('DE', 'D-25938 nie')).toEqual(['25938 Nieblum']);
    expect(nears('DE', '1011', 1)).toEqual(['10115 Berlin']);
    expect(suggestPlaces('CH', '8001', 8)).toEqual([
      { near: '8001 Zürich', city: 'Zürich', zip: '8001', state: 'CH-ZH' },
    ]);
  });

  it('lists towns by the start of a name or alias in any spelling, the exact name first, then larger towns', () => {
    expect(nears('CH', 'zue')).toEqual(['Zürich']);
    expect(nears('DE', 'Frankfurt')).toEqual(['Frankfurt (Oder)', 'Frankfurt am Main']);
    expect(nears('DE', 'sankt w')).toEqual(['Sankt Wendel']);
    expect(nears('CH', 'Glarus')).toEqual(['Glarus', 'Riedern']);
    expect(nears('CH', 'Lugano')).toEqual([]);
  });

  it('names a town by its postcode where its name alone says no place, so the search takes it', () => {
    const buchs = suggestPlaces('CH', 'Buchs', 8);
    expect(buchs.map((place) => place.near)).toEqual(['5033 Buchs', '8107 Buchs']);
    for (const place of buchs)
      expect(locatePlace('CH', place.zip ?? '', place.city)?.state).toBe(place.state);
    expect(locateTown('CH', 'Buchs')).toEqual({ place: null, ambiguous: true });
  });

  it('offers nothing for an empty box', () => {
    expect(nears('CH', ' ')).toEqual([]);
  });
});

describe('German exonyms of Swiss towns', () => {
  it('place a town by its German name as by its own, alone or after a postcode', () => {
    expect(locateTown('CH', 'Freiburg')).toEqual(locateTown('CH', 'Fribourg'));
    expect(locateTown('CH', 'freiburg im uechtland').place?.city).toBe('Fribourg');
    expect(locatePlace('CH', '1700', 'Freiburg')).toEqual(locatePlace('CH', '1700', 'Fribourg'));
    expect(locatePlace('CH', '2740', 'Muenster')?.city).toBe('Moutier');
  });

  it('are suggested under the official name, which the search takes', () => {
    expect(suggestPlaces('CH', 'freib', 8)).toEqual([
      { near: 'Fribourg', city: 'Fribourg', zip: null, state: 'CH-FR' },
    ]);
  });

  it('count as names: one that is another town’s own name says no one place, as for two Buchs', () => {
    expect(locateTown('CH', 'Münster')).toEqual({ place: null, ambiguous: true });
    expect(suggestPlaces('CH', 'Muenster', 8).map((place) => place.near)).toEqual([
      'Moutier',
      '3985 Münster',
    ]);
    expect(locatePlace('CH', '3985', 'Münster')?.city).toBe('Münster');
  });

  it('belong to their country: Freiburg on the German site is Freiburg im Breisgau', () => {
    expect(locateTown('DE', 'Freiburg').place?.city).toBe('Freiburg im Breisgau');
    expect(suggestPlaces('DE', 'Freiburg', 8).map((place) => place.near)).toEqual(['Freiburg im Breisgau']);
    expect(locateTown('DE', 'Fribourg')).toEqual({ place: null, ambiguous: false });
  });
});

describe('createGazetteer', () => {
  it('refuses data naming a state that does not exist', () => {
    const bad: GazetteerData = { ...DATA, CH: { ...DATA.CH, towns: [['Nowhere', 'XX', 47, 8, 0]] } };
    expect(() => createGazetteer(bad)).toThrow(/unknown state CH-XX/);
  });
});
