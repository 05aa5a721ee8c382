import { readFileSync } from 'node:fs';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { DemoTown } from '../demo-data/demo-town';

type TownRow = [name: string, state: string, lat: number, lon: number, flags: number, aliases?: string[]];
interface CountryTable {
  towns: TownRow[];
  postcodes: Record<string, number[]>;
}

// The gazetteer's own data file (core/src/geo/data, GeoNames/BKG/swisstopo, see its ATTRIBUTION.md).
const GAZETTEER_FILE = new URL('../../../../core/src/geo/data/gazetteer.json', import.meta.url);

/** Streets every Swiss or German town has; the large data set needs plausible, not exact, addresses. */
const STREETS: Record<Country, readonly string[]> = {
  CH: [
    'Bahnhofstrasse',
    'Hauptstrasse',
    'Dorfstrasse',
    'Schulstrasse',
    'Kirchweg',
    'Sportplatzweg',
    'Rainweg',
  ],
  DE: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Schulstraße',
    'Gartenstraße',
    'Dorfstraße',
    'Am Sportplatz',
    'Lindenweg',
  ],
};

export interface WeightedTown {
  town: DemoTown;
  /** The town's postcodes; an address picks one of them. */
  zips: readonly string[];
  weight: number;
}

/**
 * Towns of a country weighted by how many postcodes they own. The gazetteer carries no population, and
 * postcodes per town are the closest proxy it has (Berlin 190, Hamburg 101, a village 1): postcode areas
 * are drawn to hold a similar number of households. A town counts for the postcodes it is the main
 * place of, so a village sharing a postcode with a bigger neighbour still gets clubs now and then via
 * the neighbour's weight being split by its listed places.
 */
export function weightedTowns(country: Country): WeightedTown[] {
  const data = JSON.parse(readFileSync(GAZETTEER_FILE, 'utf8')) as Record<Country, CountryTable>;
  const table = data[country];
  const zipsOf = new Map<number, string[]>();
  for (const [zip, indexes] of Object.entries(table.postcodes)) {
    const first = indexes[0];
    if (first === undefined) continue;
    zipsOf.set(first, [...(zipsOf.get(first) ?? []), zip]);
  }
  const out: WeightedTown[] = [];
  for (const [index, zips] of [...zipsOf].sort((a, b) => a[0] - b[0])) {
    const row = table.towns[index];
    if (!row) continue;
    const [city, suffix, lat, lon] = row;
    out.push({
      town: {
        country,
        zip: zips[0] ?? '',
        city,
        state: `${country}-${suffix}`,
        lat,
        lon,
        population: zips.length,
        streets: STREETS[country],
      },
      zips,
      weight: zips.length,
    });
  }
  return out;
}
