import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import { foldName } from './fold-name';
import type { CountryTable, GazetteerData } from './gazetteer-data';
import { normalizePostcode } from './postcode';
import { postcodeNeighbours } from './postcode-neighbours';
import { toTowns } from './town';
import type { Town } from './town';
import { TownGrid } from './town-grid';
import { bestMatch, LONGER_OR_SHORTER, matchScore, NAME_SCORE } from './town-match';
import { distanceKm } from './distance';
import { createPlaceSuggester, type PlaceSuggestion } from './place-suggestions';
import { type NameEntry, TownNames } from './town-names';

export type Place = {
  /** The postcode as asked for, normalized (digits only). */
  readonly zip: string;
  /** The canonical town name; for an unknown postcode the city as typed, if one was given. */
  readonly city: string;
  readonly state: StateCode;
  readonly lat: number;
  readonly lon: number;
  /** True when the position is estimated: an unknown postcode, or a town only placed by its neighbours. */
  readonly approximate: boolean;
};

/** A town asked for by name alone: its place, none, or several far apart that share the name. */
export type TownLookup = { place: Place } | { place: null; ambiguous: boolean };

export type Gazetteer = {
  locatePlace(country: Country, zip: string, city?: string): Place | null;
  locateTown(country: Country, name: string): TownLookup;
  namesTownOf(country: Country, zip: string, city: string): boolean;
  suggestPlaces(country: Country, text: string, limit: number): PlaceSuggestion[];
  counts(country: Country): { postcodes: number; towns: number };
};

/** The towns of one postcode, never empty; the first is shown when no city is given. */
type Towns = readonly [Town, ...Town[]];

type CountryIndex = {
  readonly byZip: ReadonlyMap<string, Towns>;
  readonly sorted: readonly string[];
  /** Every placed town of every postcode plus the unlisted municipalities, built on first need. */
  readonly grid: () => TownGrid<Town>;
  readonly names: TownNames;
  readonly suggest: (text: string, limit: number) => PlaceSuggestion[];
};

// Towns of one name this close together are one place to search around (a town and its village of the
// same name); farther apart they are different places, and the postcode must say which.
const SAME_PLACE_KM = 10;

// A city with this many times the postcodes of any other town of its name is the one meant by the name
// alone: Frankfurt am Main (about fifty) before Frankfurt (Oder), not Buchs AG before Buchs SG.
const CITY_POSTCODES_RATIO = 3;

/**
 * The town a name alone means: the best match by name (also shortened, "Frankfurt" for Frankfurt am
 * Main), among every postcode's towns (see `meantTown`). Only a key equal to the name, one that extends
 * it by words or one it extends can match that well, and the sorted keys give exactly those.
 */
function townByName(index: CountryIndex, name: string): TownLookup {
  const wanted = foldName(name);
  const candidates = new Map<Town, readonly string[]>();
  const add = ({ town, zips }: NameEntry) => candidates.set(town, zips);
  if (wanted) {
    index.names.withKey(wanted).forEach(add);
    for (const entry of index.names.startingWith(`${wanted} `)) add(entry);
    for (let space = wanted.indexOf(' '); space > 0; space = wanted.indexOf(' ', space + 1)) {
      index.names.withKey(wanted.slice(0, space)).forEach(add);
    }
  }
  let best = LONGER_OR_SHORTER;
  const found = new Map<Town, readonly string[]>();
  for (const [town, zips] of candidates) {
    const score = matchScore(town, wanted);
    if (score < best) continue;
    if (score > best) found.clear();
    best = score;
    found.set(town, zips);
  }
  return meantTown(found);
}

/**
 * Of towns that match a name equally well, each with its postcodes: the one the name means. Of several
 * far apart, a city much larger than the others by its postcodes; else ("Buchs", "Rüti") none.
 */
function meantTown(found: ReadonlyMap<Town, readonly string[]>): TownLookup {
  const [largest, next] = [...found].sort((a, b) => b[1].length - a[1].length);
  if (!largest) return { place: null, ambiguous: false };
  const [town, zips] = largest;
  const rivals = [...found.keys()].filter((other) => distanceKm(town, other) > SAME_PLACE_KM);
  const rivalPostcodes = Math.max(0, ...rivals.map((other) => found.get(other)?.length ?? 0));
  if (next && rivals.length > 0 && zips.length < CITY_POSTCODES_RATIO * rivalPostcodes)
    return { place: null, ambiguous: true };
  return { place: toPlace(zips[0] ?? '', town, false) };
}

// A typed town that is not listed under its postcode is accepted from the towns around it when it
// lies this close to the postcode's town (6900 Lugano, listed as Paradiso, is 2 km away).
const NEARBY_TOWN_KM = 15;

function indexCountry(country: Country, table: CountryTable): CountryIndex {
  const towns = toTowns(country, table.towns);
  const byZip = new Map<string, Towns>();
  for (const [zip, ids] of Object.entries(table.postcodes)) {
    const [first, ...rest] = ids.map((i) => towns[i]);
    if (!first || rest.some((t) => !t))
      throw new Error(`Gazetteer data lists unknown towns for ${country} ${zip}`);
    byZip.set(zip, [first, ...rest.filter((t) => t !== undefined)]);
  }
  let grid: TownGrid<Town> | undefined;
  const sorted = [...byZip.keys()].sort();
  const names = new TownNames(byZip, sorted);
  const index: CountryIndex = {
    byZip,
    sorted,
    grid: () =>
      (grid ??= new TownGrid([...towns.filter((t) => !t.estimated), ...toTowns(country, table.places)])),
    names,
    suggest: createPlaceSuggester({
      byZip,
      sorted,
      names,
      namesTown(town) {
        const { place } = townByName(index, town.name);
        return place !== null && distanceKm(place, town) <= SAME_PLACE_KM;
      },
    }),
  };
  return index;
}

/**
 * The town a typed city means for a known postcode: among the postcode's own towns, unless a town
 * nearby matches the typed name better (the Swiss directory lists 6900 only as Paradiso, not Lugano).
 */
function chooseTown(index: CountryIndex, towns: Towns, city: string | undefined): Town {
  const own = bestMatch(towns, city);
  if (!city || own?.score === NAME_SCORE) return own?.town ?? towns[0];
  const nearby = bestMatch(index.grid().near(towns[0], NEARBY_TOWN_KM), city);
  if (nearby && nearby.score > (own?.score ?? 0)) return nearby.town;
  return own?.town ?? towns[0];
}

const toPlace = (zip: string, town: Town, approximate: boolean, city = town.name): Place => ({
  zip,
  city,
  state: town.state,
  lat: town.lat,
  lon: town.lon,
  approximate: approximate || town.estimated,
});

/**
 * An unknown postcode (new, or never listed) stands in for its region: the typed town if one of the
 * region's postcodes has it, else the town of the numerically nearest postcode of the region.
 */
function approximatePlace(index: CountryIndex, zip: string, city: string | undefined): Place | null {
  const around = postcodeNeighbours(index.sorted, zip);
  const typed = city?.trim() ?? '';
  const key = foldName(typed);
  for (const other of key ? around : []) {
    const town = index.byZip.get(other)?.find((t) => t.keys.includes(key));
    if (town) return toPlace(zip, town, true);
  }
  const nearest = index.byZip.get(around[0] ?? '')?.[0];
  return nearest ? toPlace(zip, nearest, true, typed || nearest.name) : null;
}

export function createGazetteer(data: GazetteerData): Gazetteer {
  const indexes: Record<Country, CountryIndex> = {
    CH: indexCountry('CH', data.CH),
    DE: indexCountry('DE', data.DE),
  };

  return {
    locatePlace(country, rawZip, city) {
      const zip = normalizePostcode(country, rawZip);
      if (!zip) return null;
      const index = indexes[country];
      const towns = index.byZip.get(zip);
      return towns ? toPlace(zip, chooseTown(index, towns, city), false) : approximatePlace(index, zip, city);
    },

    locateTown(country, name) {
      return townByName(indexes[country], name);
    },

    // As `chooseTown` reads a typed city: one of the postcode's towns, or a town near it, by any of the
    // forms `matchScore` knows ("Frankfurt" for 15230 Frankfurt (Oder)).
    namesTownOf(country, rawZip, city) {
      const index = indexes[country];
      const towns = index.byZip.get(normalizePostcode(country, rawZip) ?? '');
      if (!towns) return false;
      const wanted = foldName(city);
      const named = (candidates: readonly Town[]) => candidates.some((town) => matchScore(town, wanted) > 0);
      return named(towns) || named(index.grid().near(towns[0], NEARBY_TOWN_KM));
    },

    suggestPlaces(country, text, limit) {
      return indexes[country].suggest(text, limit);
    },

    counts(country) {
      const towns = new Set([...indexes[country].byZip.values()].flat());
      return { postcodes: indexes[country].byZip.size, towns: towns.size };
    },
  };
}
