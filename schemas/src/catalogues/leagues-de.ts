import {
  DE_ASSOCIATIONS,
  DE_REGION_NAMES,
  MEN_REGIONALLIGA_REGIONS,
  WOMEN_REGIONALLIGA_REGIONS,
  type DeAssociation,
  type DeAssociationCode,
  type DeRegion,
} from './associations-de';
import type { League } from './leagues';

// Levels follow the DFB pyramid ("Ebene"): men E1 Bundesliga … E4 Regionalliga, then each association's
// own leagues from E5; women E1/E2 national, E3 Regionalliga, then the associations from E4.
export const DE_MEN_MIN_ASSOCIATION_LEVEL = 5;
export const DE_WOMEN_MIN_ASSOCIATION_LEVEL = 4;
export const DE_WOMEN_MAX_LEVEL = 10;
// Below E8 the names differ from district to district (Kreisliga A, Kreisklasse, A-Klasse, …), so the
// catalogue uses the neutral 'Liga Ebene N' from here on.
const FIRST_GENERIC_MEN_LEVEL = 9;

export function genericLeagueName(level: number): string {
  return `Liga Ebene ${level}`;
}

type MenAssociationLeagues = {
  /** Names for E5 to E8; null where it varies within the association. */
  readonly names: readonly [string | null, string | null, string | null, string | null];
  /** Deepest level that exists; only the large associations run district leagues down to E12–E14. */
  readonly maxLevel: number;
};

const OL_NORDOST = 'Oberliga Nordost';
const OL_RPS = 'Oberliga Rheinland-Pfalz/Saar';
const OL_BW = 'Oberliga Baden-Württemberg';

// The E5 Oberligen Nordost, Rheinland-Pfalz/Saar and Baden-Württemberg span several associations; each
// association still gets its own entry so a league always names the association a club belongs to.
const MEN: Readonly<Record<DeAssociationCode, MenAssociationLeagues>> = {
  SCHLESWIG_HOLSTEIN: {
    names: ['Oberliga Schleswig-Holstein', 'Landesliga', 'Verbandsliga', 'Kreisliga'],
    maxLevel: 11,
  },
  HAMBURG: { names: ['Oberliga Hamburg', 'Landesliga', 'Bezirksliga', 'Kreisliga'], maxLevel: 11 },
  BREMEN: { names: ['Bremen-Liga', 'Landesliga', 'Bezirksliga', 'Kreisliga A'], maxLevel: 11 },
  NIEDERSACHSEN: {
    names: ['Oberliga Niedersachsen', 'Landesliga', 'Bezirksliga', 'Kreisliga'],
    maxLevel: 14,
  },
  MECKLENBURG_VORPOMMERN: { names: [OL_NORDOST, 'Verbandsliga', 'Landesliga', 'Landesklasse'], maxLevel: 11 },
  BRANDENBURG: { names: [OL_NORDOST, 'Brandenburg-Liga', 'Landesliga', 'Landesklasse'], maxLevel: 11 },
  BERLIN: { names: [OL_NORDOST, 'Berlin-Liga', 'Landesliga', 'Bezirksliga'], maxLevel: 12 },
  SACHSEN_ANHALT: { names: [OL_NORDOST, 'Verbandsliga', 'Landesliga', 'Landesklasse'], maxLevel: 11 },
  THUERINGEN: { names: [OL_NORDOST, 'Thüringenliga', 'Landesklasse', 'Kreisoberliga'], maxLevel: 11 },
  SACHSEN: { names: [OL_NORDOST, 'Sachsenliga', 'Landesklasse', 'Kreisoberliga'], maxLevel: 12 },
  NIEDERRHEIN: { names: ['Oberliga Niederrhein', 'Landesliga', 'Bezirksliga', 'Kreisliga A'], maxLevel: 13 },
  MITTELRHEIN: { names: ['Mittelrheinliga', 'Landesliga', 'Bezirksliga', 'Kreisliga A'], maxLevel: 12 },
  WESTFALEN: { names: ['Oberliga Westfalen', 'Westfalenliga', 'Landesliga', 'Bezirksliga'], maxLevel: 14 },
  RHEINLAND: { names: [OL_RPS, 'Rheinlandliga', 'Bezirksliga', 'Kreisliga A'], maxLevel: 11 },
  SUEDWEST: { names: [OL_RPS, 'Verbandsliga Südwest', 'Landesliga', 'Bezirksliga'], maxLevel: 12 },
  SAARLAND: { names: [OL_RPS, 'Saarlandliga', 'Verbandsliga', 'Landesliga'], maxLevel: 11 },
  HESSEN: { names: ['Hessenliga', 'Verbandsliga', 'Gruppenliga', 'Kreisoberliga'], maxLevel: 13 },
  BADEN: { names: [OL_BW, 'Verbandsliga Baden', 'Landesliga', 'Kreisliga'], maxLevel: 12 },
  SUEDBADEN: { names: [OL_BW, 'Verbandsliga Südbaden', 'Landesliga', 'Bezirksliga'], maxLevel: 12 },
  WUERTTEMBERG: { names: [OL_BW, 'Verbandsliga Württemberg', 'Landesliga', 'Bezirksliga'], maxLevel: 13 },
  BAYERN: { names: ['Bayernliga', 'Landesliga', 'Bezirksliga', 'Kreisliga'], maxLevel: 14 },
};

// Women's E4 (the association's top league) where its name is settled; everything below is generic.
const WOMEN_E4: Partial<Readonly<Record<DeAssociationCode, string>>> = {
  HAMBURG: 'Oberliga Hamburg',
  NIEDERSACHSEN: 'Oberliga Niedersachsen',
  NIEDERRHEIN: 'Niederrheinliga',
  MITTELRHEIN: 'Mittelrheinliga',
  WESTFALEN: 'Westfalenliga',
  HESSEN: 'Hessenliga',
  BADEN: OL_BW,
  SUEDBADEN: OL_BW,
  WUERTTEMBERG: OL_BW,
  BAYERN: 'Bayernliga',
};

function idPart(code: string): string {
  return code.replaceAll('_', '-');
}

function national(gender: League['gender'], level: number, slug: string, name: string): League {
  return { id: `DE-${gender}-E${level}-${slug}`, country: 'DE', gender, level, association: null, name };
}

// The Regionalliga is men's E4 but women's E3 (the women have one national league less).
export const DE_REGIONALLIGA_LEVEL: Readonly<Record<League['gender'], number>> = { M: 4, F: 3 };

export function deRegionalligaId(gender: League['gender'], region: DeRegion): string {
  return `DE-${gender}-E${DE_REGIONALLIGA_LEVEL[gender]}-RL-${idPart(region)}`;
}

function regionalliga(gender: League['gender'], region: DeRegion): League {
  return {
    id: deRegionalligaId(gender, region),
    country: 'DE',
    gender,
    level: DE_REGIONALLIGA_LEVEL[gender],
    association: null,
    name: `Regionalliga ${DE_REGION_NAMES[region]}`,
  };
}

function ofAssociation(
  gender: League['gender'],
  level: number,
  assoc: DeAssociation,
  name: string | null,
): League {
  return {
    id: `DE-${gender}-E${level}-${idPart(assoc.code)}`,
    country: 'DE',
    gender,
    level,
    association: assoc.code,
    name: name ?? genericLeagueName(level),
  };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function menLeagues(): League[] {
  const head = [
    national('M', 1, 'BUNDESLIGA', 'Bundesliga'),
    national('M', 2, '2-BUNDESLIGA', '2. Bundesliga'),
    national('M', 3, '3-LIGA', '3. Liga'),
    ...MEN_REGIONALLIGA_REGIONS.map((r) => regionalliga('M', r)),
  ];
  const perAssociation = DE_ASSOCIATIONS.flatMap((assoc) => {
    const { names, maxLevel } = MEN[assoc.code];
    return range(DE_MEN_MIN_ASSOCIATION_LEVEL, maxLevel).map((level) =>
      ofAssociation('M', level, assoc, level < FIRST_GENERIC_MEN_LEVEL ? (names[level - 5] ?? null) : null),
    );
  });
  return [...head, ...perAssociation];
}

function womenLeagues(): League[] {
  const head = [
    national('F', 1, 'FRAUEN-BUNDESLIGA', 'Frauen-Bundesliga'),
    national('F', 2, '2-FRAUEN-BUNDESLIGA', '2. Frauen-Bundesliga'),
    ...WOMEN_REGIONALLIGA_REGIONS.map((r) => regionalliga('F', r)),
  ];
  const perAssociation = DE_ASSOCIATIONS.flatMap((assoc) =>
    range(DE_WOMEN_MIN_ASSOCIATION_LEVEL, DE_WOMEN_MAX_LEVEL).map((level) =>
      ofAssociation(
        'F',
        level,
        assoc,
        level === DE_WOMEN_MIN_ASSOCIATION_LEVEL ? (WOMEN_E4[assoc.code] ?? null) : null,
      ),
    ),
  );
  return [...head, ...perAssociation];
}

export const DE_LEAGUES: readonly League[] = [...menLeagues(), ...womenLeagues()];
