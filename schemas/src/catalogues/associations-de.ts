import type { StateCode } from './states';

// Regions of the fourth men's / third women's tier. The two genders split the south differently:
// men play a Regionalliga Bayern and put Hessen and Baden-Württemberg into Südwest, women play a Regionalliga Süd.
export const DE_REGIONS = ['NORD', 'NORDOST', 'WEST', 'SUEDWEST', 'SUED', 'BAYERN'] as const;

export type DeRegion = (typeof DE_REGIONS)[number];

export const DE_REGION_NAMES: Readonly<Record<DeRegion, string>> = {
  NORD: 'Nord',
  NORDOST: 'Nordost',
  WEST: 'West',
  SUEDWEST: 'Südwest',
  SUED: 'Süd',
  BAYERN: 'Bayern',
};

export const MEN_REGIONALLIGA_REGIONS = ['NORD', 'NORDOST', 'WEST', 'SUEDWEST', 'BAYERN'] as const;
export const WOMEN_REGIONALLIGA_REGIONS = ['NORD', 'NORDOST', 'WEST', 'SUEDWEST', 'SUED'] as const;

export type MenRegionalligaRegion = (typeof MEN_REGIONALLIGA_REGIONS)[number];
export type WomenRegionalligaRegion = (typeof WOMEN_REGIONALLIGA_REGIONS)[number];

export type DeAssociation = {
  readonly code: DeAssociationCode;
  /** Official German name; DE-only data, so 'ß' is correct here. */
  readonly name: string;
  readonly shortName: string;
  readonly states: readonly StateCode[];
  readonly menRegionalliga: MenRegionalligaRegion;
  readonly womenRegionalliga: WomenRegionalligaRegion;
};

// The 21 regional associations (Landesverbände) of the DFB, in the DFB's usual north-to-south order.
// Several share a federal state: Nordrhein-Westfalen has three, Rheinland-Pfalz and Baden-Württemberg two and three.
const ASSOCIATION_DATA = [
  a('SCHLESWIG_HOLSTEIN', 'Schleswig-Holsteinischer Fußballverband', 'SHFV', ['DE-SH'], 'NORD', 'NORD'),
  a('HAMBURG', 'Hamburger Fußball-Verband', 'HFV', ['DE-HH'], 'NORD', 'NORD'),
  a('BREMEN', 'Bremer Fußball-Verband', 'BFV', ['DE-HB'], 'NORD', 'NORD'),
  a('NIEDERSACHSEN', 'Niedersächsischer Fußballverband', 'NFV', ['DE-NI'], 'NORD', 'NORD'),
  a(
    'MECKLENBURG_VORPOMMERN',
    'Landesfußballverband Mecklenburg-Vorpommern',
    'LFV MV',
    ['DE-MV'],
    'NORDOST',
    'NORDOST',
  ),
  a('BRANDENBURG', 'Fußball-Landesverband Brandenburg', 'FLB', ['DE-BB'], 'NORDOST', 'NORDOST'),
  a('BERLIN', 'Berliner Fußball-Verband', 'BFV', ['DE-BE'], 'NORDOST', 'NORDOST'),
  a('SACHSEN_ANHALT', 'Fußballverband Sachsen-Anhalt', 'FSA', ['DE-ST'], 'NORDOST', 'NORDOST'),
  a('THUERINGEN', 'Thüringer Fußball-Verband', 'TFV', ['DE-TH'], 'NORDOST', 'NORDOST'),
  a('SACHSEN', 'Sächsischer Fußball-Verband', 'SFV', ['DE-SN'], 'NORDOST', 'NORDOST'),
  a('NIEDERRHEIN', 'Fußballverband Niederrhein', 'FVN', ['DE-NW'], 'WEST', 'WEST'),
  a('MITTELRHEIN', 'Fußball-Verband Mittelrhein', 'FVM', ['DE-NW'], 'WEST', 'WEST'),
  a('WESTFALEN', 'Fußball- und Leichtathletik-Verband Westfalen', 'FLVW', ['DE-NW'], 'WEST', 'WEST'),
  a('RHEINLAND', 'Fußballverband Rheinland', 'FVR', ['DE-RP'], 'SUEDWEST', 'SUEDWEST'),
  a('SUEDWEST', 'Südwestdeutscher Fußballverband', 'SWFV', ['DE-RP'], 'SUEDWEST', 'SUEDWEST'),
  a('SAARLAND', 'Saarländischer Fußballverband', 'SFV', ['DE-SL'], 'SUEDWEST', 'SUEDWEST'),
  a('HESSEN', 'Hessischer Fußball-Verband', 'HFV', ['DE-HE'], 'SUEDWEST', 'SUED'),
  a('BADEN', 'Badischer Fußballverband', 'bfv', ['DE-BW'], 'SUEDWEST', 'SUED'),
  a('SUEDBADEN', 'Südbadischer Fußballverband', 'SBFV', ['DE-BW'], 'SUEDWEST', 'SUED'),
  a('WUERTTEMBERG', 'Württembergischer Fußballverband', 'wfv', ['DE-BW'], 'SUEDWEST', 'SUED'),
  a('BAYERN', 'Bayerischer Fußball-Verband', 'BFV', ['DE-BY'], 'BAYERN', 'SUED'),
] as const;

function a<C extends string>(
  code: C,
  name: string,
  shortName: string,
  states: readonly StateCode[],
  menRegionalliga: MenRegionalligaRegion,
  womenRegionalliga: WomenRegionalligaRegion,
) {
  return { code, name, shortName, states, menRegionalliga, womenRegionalliga } as const;
}

export type DeAssociationCode = (typeof ASSOCIATION_DATA)[number]['code'];

export const DE_ASSOCIATIONS: readonly DeAssociation[] = ASSOCIATION_DATA;

export const DE_ASSOCIATION_CODES: readonly DeAssociationCode[] = DE_ASSOCIATIONS.map((x) => x.code);

const ASSOCIATION_BY_CODE: ReadonlyMap<string, DeAssociation> = new Map(
  DE_ASSOCIATIONS.map((x) => [x.code, x]),
);

export function isDeAssociationCode(v: unknown): v is DeAssociationCode {
  return typeof v === 'string' && ASSOCIATION_BY_CODE.has(v);
}

export function deAssociationByCode(code: DeAssociationCode): DeAssociation;
export function deAssociationByCode(code: string): DeAssociation | undefined;
export function deAssociationByCode(code: string): DeAssociation | undefined {
  return ASSOCIATION_BY_CODE.get(code);
}

const sharedShortNames = new Set(
  DE_ASSOCIATIONS.map((x) => x.shortName.toLowerCase()).filter((n, i, all) => all.indexOf(n) !== i),
);

/**
 * How a league's association is named beside it: its short name, unless another association goes by the
 * same letters (BFV is Bremen, Berlin and Bayern, bfv Baden; HFV and SFV two each), then its full name.
 * "Landesliga (BFV)" three times over let a Bremen club pick the Bavarian one.
 */
export function deAssociationLabel(association: DeAssociation): string {
  return sharedShortNames.has(association.shortName.toLowerCase()) ? association.name : association.shortName;
}

/** Associations active in a federal state (several for NRW, Rheinland-Pfalz and Baden-Württemberg). */
export function deAssociationsOfState(state: StateCode): readonly DeAssociation[] {
  return DE_ASSOCIATIONS.filter((x) => x.states.includes(state));
}
