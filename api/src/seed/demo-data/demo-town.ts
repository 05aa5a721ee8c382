export type DemoCountry = 'CH' | 'DE';

export interface DemoTown {
  readonly country: DemoCountry;
  /** Postcode of the town centre; German postcodes keep their leading zero, hence a string. */
  readonly zip: string;
  readonly city: string;
  /** Full ISO 3166-2 code, e.g. 'CH-ZH' or 'DE-BY', so it maps directly onto the state filter. */
  readonly state: string;
  /** WGS84, 4 decimals: precise enough for search-radius matching, not an exact address. */
  readonly lat: number;
  readonly lon: number;
  /** Approximate inhabitants; only used to weight how many demo clubs a town gets. */
  readonly population: number;
  readonly streets: readonly string[];
}

/**
 * Town tables are written as one compact row per town so that a whole country stays reviewable
 * as a table in one file; streets are joined with '/' to keep each row within the print width.
 */
export type DemoTownRow = readonly [
  zip: string,
  city: string,
  state: string,
  lat: number,
  lon: number,
  population: number,
  streets: string,
];

export function toDemoTown(country: DemoCountry, row: DemoTownRow): DemoTown {
  const [zip, city, state, lat, lon, population, streets] = row;
  return { country, zip, city, state, lat, lon, population, streets: streets.split('/') };
}
