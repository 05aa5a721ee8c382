// Postcode + town -> position and state for Switzerland and Germany, from open data committed in
// data/gazetteer.json (sources and licences in data/ATTRIBUTION.md). The table is read and indexed
// on first use, not at import, so processes that never place a postcode never pay for it.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { createGazetteer } from './gazetteer-index';
import type { Gazetteer, Place, TownLookup } from './gazetteer-index';
import type { GazetteerData } from './gazetteer-data';
import type { PlaceSuggestion } from './place-suggestions';

export type { Place, TownLookup } from './gazetteer-index';
export type { PlaceSuggestion } from './place-suggestions';
export { isValidPostcode, withoutEnvelopePrefix } from './postcode';

const DATA_FILE = new URL('./data/gazetteer.json', import.meta.url);

export type GazetteerStats = {
  /** Read, parse and index time of the first use, in milliseconds. */
  readonly loadMs: number;
  readonly attribution: string;
  readonly postcodes: Readonly<Record<Country, number>>;
};

let loaded: { gazetteer: Gazetteer; stats: GazetteerStats } | undefined;

function load(): { gazetteer: Gazetteer; stats: GazetteerStats } {
  if (loaded) return loaded;
  const started = performance.now();
  const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as GazetteerData;
  const gazetteer = createGazetteer(data);
  const stats = {
    loadMs: performance.now() - started,
    attribution: data.attribution,
    postcodes: { CH: gazetteer.counts('CH').postcodes, DE: gazetteer.counts('DE').postcodes },
  };
  loaded = { gazetteer, stats };
  return loaded;
}

/**
 * The place of a postcode, preferring the town that matches city when several share the postcode.
 * Null for a malformed postcode and for one no known postcode region is near.
 */
export function locatePlace(country: Country, zip: string, city?: string): Place | null {
  return load().gazetteer.locatePlace(country, zip, city);
}

/** Whether a typed city names one of the postcode's towns or a town near it, in any form it is known by. */
export function namesTownOf(country: Country, zip: string, city: string): boolean {
  return load().gazetteer.namesTownOf(country, zip, city);
}

/** The town a name alone means, when only one town far and wide carries it (see `townByName`). */
export function locateTown(country: Country, name: string): TownLookup {
  return load().gazetteer.locateTown(country, name);
}

/** Places whose postcode or name starts as typed, for the search radius's place box (`createPlaceSuggester`). */
export function suggestPlaces(country: Country, text: string, limit: number): PlaceSuggestion[] {
  return load().gazetteer.suggestPlaces(country, text, limit);
}

/** Loads the table if needed; for start-up warm-up and health output. */
export function gazetteerStats(): GazetteerStats {
  return load().stats;
}
