import { describe, expect, it } from 'vitest';
import { gazetteerStats, isValidPostcode, locatePlace, locateTown, suggestPlaces } from './gazetteer';

describe('gazetteer on the committed data', () => {
  it('loads lazily and quickly, and reports what it holds', () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const stats = gazetteerStats();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    // Informational, not asserted: timings belong to benchmarks (see DESIGN.md §7).
    console.info(
      `gazetteer: loaded in ${stats.loadMs.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MiB, ` +
        `${stats.postcodes.CH} Swiss and ${stats.postcodes.DE} German postcodes`,
    );
    expect(stats.postcodes.CH).toBeGreaterThan(3000);
    expect(stats.postcodes.DE).toBeGreaterThan(8000);
    expect(stats.attribution).toMatch(/OpenStreetMap/);
    expect(stats.attribution).toMatch(/BKG/);
  });

  it('places well-known towns in their state', () => {
    expect(locatePlace('CH', '8001')).toMatchObject({ city: 'Zürich', state: 'CH-ZH', approximate: false });
    expect(locatePlace('CH', '3011')).toMatchObject({ city: 'Bern', state: 'CH-BE' });
    expect(locatePlace('DE', '10115')).toMatchObject({ city: 'Berlin', state: 'DE-BE' });
    expect(locatePlace('DE', '80331')).toMatchObject({ city: 'München', state: 'DE-BY' });
    expect(locatePlace('DE', '01067')).toMatchObject({ city: 'Dresden', state: 'DE-SN' });
  });

  it('resolves the spellings people type', () => {
    expect(locatePlace('CH', '9000', 'Sankt Gallen')?.city).toBe('St. Gallen');
    expect(locatePlace('CH', '8001', 'Zuerich')?.city).toBe('Zürich');
    expect(locatePlace('DE', '50667', 'Koeln')?.city).toBe('Köln');
    expect(locatePlace('DE', '03046', 'Cottbus')?.city).toBe('Cottbus');
    expect(locatePlace('DE', '02625', 'Budyšin')?.city).toBe('Bautzen');
  });

  it('tells towns sharing a postcode apart by the city', () => {
    const wyk = locatePlace('DE', '25938', 'Wyk auf Föhr');
    const nieblum = locatePlace('DE', '25938', 'Nieblum');
    expect(nieblum?.city).toBe('Nieblum');
    expect([wyk?.lat, wyk?.lon]).not.toEqual([nieblum?.lat, nieblum?.lon]);
  });

  it('finds the main town of a Swiss postcode the directory lists under a hamlet', () => {
    expect(locatePlace('CH', '6300', 'Zug')).toMatchObject({
      city: 'Zug',
      state: 'CH-ZG',
      approximate: false,
    });
    expect(locatePlace('CH', '6900', 'Lugano')).toMatchObject({ city: 'Lugano', state: 'CH-TI' });
    expect(locatePlace('CH', '8212', 'Neuhausen am Rheinfall')).toMatchObject({ state: 'CH-SH' });
  });

  it('places a town by its name alone, unless several places far apart carry it', () => {
    const city = (country: 'CH' | 'DE', name: string) => locateTown(country, name).place?.city;
    expect(city('CH', 'Zuerich')).toBe('Zürich');
    expect(city('CH', 'Sankt Gallen')).toBe('St. Gallen');
    expect(city('DE', 'Muenchen')).toBe('München');
    // A city much larger than the others of its name is the one meant.
    expect(city('DE', 'Frankfurt')).toBe('Frankfurt am Main');
    expect(city('CH', 'Biel')).toBe('Biel/Bienne');
    // Buchs SG, AG and ZH are towns of about one size: no guess.
    expect(locateTown('CH', 'Buchs')).toEqual({ place: null, ambiguous: true });
    expect(locateTown('CH', 'Nirgendwo')).toEqual({ place: null, ambiguous: false });
    expect(locateTown('CH', '')).toEqual({ place: null, ambiguous: false });
  });

  it('places Swiss towns by their German names exactly as by their official ones', () => {
    const pairs: [german: string, official: string][] = [
      ['Genf', 'Genève'],
      ['Neuenburg', 'Neuchâtel'],
      ['Freiburg', 'Fribourg'],
      ['Sitten', 'Sion'],
      ['Siders', 'Sierre'],
      ['Delsberg', 'Delémont'],
      ['Pruntrut', 'Porrentruy'],
      ['Martinach', 'Martigny'],
      ['Iferten', 'Yverdon-les-Bains'],
      ['Peterlingen', 'Payerne'],
      ['Neuenstadt', 'La Neuveville'],
      ['Bellenz', 'Bellinzona'],
    ];
    for (const [german, official] of pairs) {
      const own = locateTown('CH', official).place;
      expect(own?.city, official).toBe(official);
      expect(locateTown('CH', german).place, german).toEqual(own);
    }
    expect(locatePlace('CH', '1201', 'Genf')).toEqual(locatePlace('CH', '1201', 'Genève'));
    expect(locatePlace('CH', '2740', 'Münster')?.city).toBe('Moutier');
    // The directory lists 1510 only as Syens, so Moudon is found after its postcode, and so is Milden.
    expect(locatePlace('CH', '1510', 'Milden')).toEqual(locatePlace('CH', '1510', 'Moudon'));
  });

  it('folds German names like any other, and suggests the town under its official name', () => {
    const city = (name: string) => locateTown('CH', name).place?.city;
    expect(city('neuenburg')).toBe('Neuchâtel');
    expect(city('GENF')).toBe('Genève');
    expect(suggestPlaces('CH', 'Genf', 8)[0]).toEqual({
      near: 'Genève',
      city: 'Genève',
      zip: null,
      state: 'CH-GE',
    });
    // Münster is Moutier's German name and a village in Goms: both offered, the name alone says neither.
    const muenster = suggestPlaces('CH', 'Muenster', 8);
    expect(suggestPlaces('CH', 'Münster', 8)).toEqual(muenster);
    expect(muenster.map((place) => place.city)).toEqual(expect.arrayContaining(['Moutier', 'Münster']));
    expect(locateTown('CH', 'Muenster')).toEqual({ place: null, ambiguous: true });
  });

  it('keeps the Swiss German names off the German site', () => {
    expect(locateTown('DE', 'Freiburg').place).toMatchObject({
      city: 'Freiburg im Breisgau',
      state: 'DE-BW',
    });
    expect(suggestPlaces('DE', 'Freiburg', 8)[0]?.city).toBe('Freiburg im Breisgau');
    expect(locateTown('DE', 'Genf')).toEqual({ place: null, ambiguous: false });
    expect(suggestPlaces('DE', 'Genf', 8)).toEqual([]);
    expect(locateTown('DE', 'Münster').place?.state).toBe('DE-NW');
  });

  it('validates postcodes by country', () => {
    expect(isValidPostcode('CH', '8001')).toBe(true);
    expect(isValidPostcode('DE', '8001')).toBe(false);
    expect(locatePlace('DE', '00999')).toBeNull();
  });
});
