// Coverage of the gazetteer against an independent truth: real postcode + town pairs of both postal
// directories, with positions from GeoNames (data/coverage-truth.json, see its "source"). The
// gazetteer itself places towns by BKG and swisstopo boundaries and never reads GeoNames.
import { readFileSync } from 'node:fs';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import type { GazetteerData } from './gazetteer-data';
import { createGazetteer } from './gazetteer-index';
import type { Gazetteer } from './gazetteer-index';

type Pair = [zip: string, town: string, lat: number, lon: number, state: string];
type Truth = Record<Country, { pairs: Pair[]; postcodes: number; withoutTruth: number }>;

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;
const truth = read<Truth>('./data/coverage-truth.json');
const data = read<GazetteerData>('./data/gazetteer.json');

type Tally = {
  exact: number;
  approximate: number;
  unplaced: number;
  within10: number;
  within25: number;
  misses: string[];
};

function tally(gazetteer: Gazetteer, country: Country, pairs: readonly Pair[]): Tally {
  const t: Tally = { exact: 0, approximate: 0, unplaced: 0, within10: 0, within25: 0, misses: [] };
  for (const [zip, town, lat, lon, state] of pairs) {
    const place = gazetteer.locatePlace(country, zip, town);
    if (!place) {
      t.unplaced++;
      continue;
    }
    t[place.approximate ? 'approximate' : 'exact']++;
    const km = distanceKm(place, { lat, lon });
    if (km <= 10) t.within10++;
    if (km <= 25) t.within25++;
    if (km > 10 || place.state !== `${country}-${state}`) {
      t.misses.push(`${zip} ${town} -> ${place.city} ${place.state}, ${km.toFixed(1)} km off`);
    }
  }
  return t;
}

const percent = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)} %`;

describe.each(['CH', 'DE'] as const)('gazetteer coverage in %s', (country) => {
  const { pairs, postcodes, withoutTruth } = truth[country];

  it('places at least 95 % of real postcodes within 10 km of their town', () => {
    const t = tally(createGazetteer(data), country, pairs);
    console.info(
      `${country} coverage of ${pairs.length} postcode + town pairs: ${t.exact} exact, ${t.approximate} approximate, ` +
        `${t.unplaced} unplaced; ${percent(t.within10, pairs.length)} within 10 km. ` +
        `(${withoutTruth} of ${postcodes} postcodes name no GeoNames town and cannot be checked this way.)` +
        (t.misses.length
          ? `\n  off by more than 10 km or in another state:\n  ${t.misses.join('\n  ')}`
          : ''),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(200);
    expect(t.within10 / pairs.length).toBeGreaterThanOrEqual(0.95);
  });

  it('still places the same postcodes approximately when they are missing from the data', () => {
    // Simulates postcodes the directory does not know yet: the fallback must take over.
    const zips = new Set(pairs.map(([zip]) => zip));
    const table = data[country];
    const postcodesLeft = Object.fromEntries(
      Object.entries(table.postcodes).filter(([zip]) => !zips.has(zip)),
    );
    const reduced = { ...data, [country]: { ...table, postcodes: postcodesLeft } };
    const t = tally(createGazetteer(reduced), country, pairs);
    console.info(
      `${country} fallback with those ${zips.size} postcodes removed: ${t.approximate} approximate, ` +
        `${t.unplaced} unplaced; ${percent(t.within10, pairs.length)} within 10 km, ` +
        `${percent(t.within25, pairs.length)} within 25 km.`,
    );
    expect(t.exact).toBe(0);
    expect(t.within25 / pairs.length).toBeGreaterThanOrEqual(0.8);
  });
});
