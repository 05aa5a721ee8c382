import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distanceKm } from '../distance';
import { foldName } from '../fold-name';
import type { BuiltCountry, BuiltTown } from './built-country';
import { estimateFromNeighbours } from './estimate';
import type { Located } from './estimate';
import { centroid, readDbf, topoPolygons } from './shapes';
import { sourceDir } from './sources';

// BFS canton numbers (KTNR) in official order -> ISO 3166-2 suffixes.
const CANTONS = ['ZH', 'BE', 'LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'BS', 'BL', 'SH', 'AR', 'AI', 'SG', 'GR', 'AG', 'TG', 'TI', 'VD', 'VS', 'NE', 'GE', 'JU']; // prettier-ignore

// swiss-maps has municipality names from 2010 to 2024 (later years ship the shapes without names).
const FIRST_YEAR = 2010;
const LAST_YEAR = 2024;

// Swiss Post tells same-named localities apart by a canton suffix ('Buchs AG', 'Buchs SG'), post-office
// boxes by a number ('Lausanne 27'), and the BFS marks same-named municipalities with '(AG)'.
const SUFFIX = new RegExp(
  `\\s*(?:\\((?:${CANTONS.join('|')})\\)|\\b(?:${CANTONS.join('|')}|FL)\\b)?(?:\\s+[A-Z]?\\d+)*$`,
);

export const cleanSwissName = (name: string): string => name.replace(SUFFIX, '').trim();

type Municipality = Located & { name: string };

/**
 * Municipality centroids of every year's boundaries, keyed by canton and folded name. Localities
 * that were municipalities before a merger (Linthal, Elm before Glarus Süd) keep their own, much
 * smaller, former area: its centroid is closer to the village than that of the merged municipality.
 */
function loadMunicipalities(): Map<string, Municipality> {
  const result = new Map<string, Municipality>();
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const dir = path.join(sourceDir('swissMaps'), String(year));
    if (!existsSync(dir)) continue;
    const polygons = topoPolygons(path.join(dir, 'ch-combined.json'), 'municipalities');
    for (const row of readDbf(path.join(dir, 'municipalities.dbf'))) {
      const shape = polygons.get(Number(row.id));
      const state = CANTONS[Number(row.KTNR) - 1];
      if (!shape || !state || !row.name) continue;
      const name = cleanSwissName(row.name);
      const key = `${state}:${foldName(name)}`;
      if (!result.has(key)) result.set(key, { ...centroid(shape), state, name });
    }
  }
  return result;
}

type Locality = { city_name: string; zipcode: number; community_name: string; canton: string };

// A locality matched by name farther than this from its municipality's centroid is a namesake.
const MAX_LOCALITY_OFFSET_KM = 20;

const townAt = (name: string, spot: Located, aliases: string[] = []): BuiltTown => ({
  name,
  state: spot.state,
  lat: spot.lat,
  lon: spot.lon,
  estimated: false,
  aliases,
});

/**
 * The towns of one postcode: the postal locality, and its municipality when that has another name.
 * The directory keeps only the alphabetically last locality of a postcode (6300 'Zugerberg', not
 * Zug), so a locality that never was a municipality of its own yields first place to its municipality.
 */
function townsOf(
  l: Locality,
  municipalities: ReadonlyMap<string, Municipality>,
): [BuiltTown, ...BuiltTown[]] | string {
  const name = cleanSwissName(l.city_name);
  const own = municipalities.get(`${l.canton}:${foldName(name)}`);
  const parent = municipalities.get(`${l.canton}:${foldName(cleanSwissName(l.community_name))}`);
  const ownIsNear = own && (!parent || distanceKm(own, parent) <= MAX_LOCALITY_OFFSET_KM);
  if (!parent) return ownIsNear ? [townAt(name, own)] : name;
  if (foldName(parent.name) === foldName(name)) return [townAt(name, parent)];
  const locality = townAt(name, ownIsNear ? own : parent, [parent.name]);
  return ownIsNear ? [locality, townAt(parent.name, parent)] : [townAt(parent.name, parent), locality];
}

export function buildSwitzerland(): BuiltCountry {
  const file = path.join(sourceDir('swissZipcodes'), 'src', 'data', 'zipcodes.json');
  const localities = Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Locality>);
  const municipalities = loadMunicipalities();
  const postcodes = new Map<string, BuiltTown[]>();
  const placed = new Map<string, Located>();
  const pending: [string, string, string][] = [];

  for (const l of localities) {
    if (!CANTONS.includes(l.canton)) continue; // Liechtenstein's postcodes are not Swiss places
    const zip = String(l.zipcode);
    const towns = townsOf(l, municipalities);
    if (typeof towns === 'string') {
      pending.push([zip, towns, l.canton]);
      continue;
    }
    postcodes.set(zip, towns);
    placed.set(zip, towns[0]);
  }
  for (const [zip, name, canton] of pending) {
    const guess = estimateFromNeighbours(zip, placed);
    // The canton is known from the postal directory even when the spot is not.
    if (guess) postcodes.set(zip, [{ ...townAt(name, { ...guess, state: canton }), estimated: true }]);
  }
  const places = [...municipalities.values()].map((m) => townAt(m.name, m));
  return { postcodes, places };
}
