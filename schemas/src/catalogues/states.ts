import type { Country } from './countries';

export type State = {
  readonly code: StateCode;
  readonly name: string;
  readonly country: Country;
};

// Full ISO 3166-2 codes: 'BE' is Bern in Switzerland and Berlin in Germany, the prefix keeps them apart.
// Sorted by German name within each country, the order the state pickers show.
const STATE_DATA = [
  { code: 'CH-AG', name: 'Aargau', country: 'CH' },
  { code: 'CH-AR', name: 'Appenzell Ausserrhoden', country: 'CH' },
  { code: 'CH-AI', name: 'Appenzell Innerrhoden', country: 'CH' },
  { code: 'CH-BL', name: 'Basel-Landschaft', country: 'CH' },
  { code: 'CH-BS', name: 'Basel-Stadt', country: 'CH' },
  { code: 'CH-BE', name: 'Bern', country: 'CH' },
  { code: 'CH-FR', name: 'Freiburg', country: 'CH' },
  { code: 'CH-GE', name: 'Genf', country: 'CH' },
  { code: 'CH-GL', name: 'Glarus', country: 'CH' },
  { code: 'CH-GR', name: 'Graubünden', country: 'CH' },
  { code: 'CH-JU', name: 'Jura', country: 'CH' },
  { code: 'CH-LU', name: 'Luzern', country: 'CH' },
  { code: 'CH-NE', name: 'Neuenburg', country: 'CH' },
  { code: 'CH-NW', name: 'Nidwalden', country: 'CH' },
  { code: 'CH-OW', name: 'Obwalden', country: 'CH' },
  { code: 'CH-SH', name: 'Schaffhausen', country: 'CH' },
  { code: 'CH-SZ', name: 'Schwyz', country: 'CH' },
  { code: 'CH-SO', name: 'Solothurn', country: 'CH' },
  { code: 'CH-SG', name: 'St. Gallen', country: 'CH' },
  { code: 'CH-TI', name: 'Tessin', country: 'CH' },
  { code: 'CH-TG', name: 'Thurgau', country: 'CH' },
  { code: 'CH-UR', name: 'Uri', country: 'CH' },
  { code: 'CH-VD', name: 'Waadt', country: 'CH' },
  { code: 'CH-VS', name: 'Wallis', country: 'CH' },
  { code: 'CH-ZG', name: 'Zug', country: 'CH' },
  { code: 'CH-ZH', name: 'Zürich', country: 'CH' },
  { code: 'DE-BW', name: 'Baden-Württemberg', country: 'DE' },
  { code: 'DE-BY', name: 'Bayern', country: 'DE' },
  { code: 'DE-BE', name: 'Berlin', country: 'DE' },
  { code: 'DE-BB', name: 'Brandenburg', country: 'DE' },
  { code: 'DE-HB', name: 'Bremen', country: 'DE' },
  { code: 'DE-HH', name: 'Hamburg', country: 'DE' },
  { code: 'DE-HE', name: 'Hessen', country: 'DE' },
  { code: 'DE-MV', name: 'Mecklenburg-Vorpommern', country: 'DE' },
  { code: 'DE-NI', name: 'Niedersachsen', country: 'DE' },
  { code: 'DE-NW', name: 'Nordrhein-Westfalen', country: 'DE' },
  { code: 'DE-RP', name: 'Rheinland-Pfalz', country: 'DE' },
  { code: 'DE-SL', name: 'Saarland', country: 'DE' },
  { code: 'DE-SN', name: 'Sachsen', country: 'DE' },
  { code: 'DE-ST', name: 'Sachsen-Anhalt', country: 'DE' },
  { code: 'DE-SH', name: 'Schleswig-Holstein', country: 'DE' },
  { code: 'DE-TH', name: 'Thüringen', country: 'DE' },
] as const satisfies readonly { code: string; name: string; country: Country }[];

export type StateCode = (typeof STATE_DATA)[number]['code'];

export const STATES: readonly State[] = STATE_DATA;

export const STATE_CODES: readonly StateCode[] = STATES.map((s) => s.code);

const STATE_BY_CODE: ReadonlyMap<string, State> = new Map(STATES.map((s) => [s.code, s]));

// Precomputed so callers (e.g. React selects) get the same array on every call.
const STATES_OF: Readonly<Record<Country, readonly State[]>> = {
  CH: STATES.filter((s) => s.country === 'CH'),
  DE: STATES.filter((s) => s.country === 'DE'),
};

export function statesOf(country: Country): readonly State[] {
  return STATES_OF[country];
}

export function stateByCode(code: StateCode): State;
export function stateByCode(code: string): State | undefined;
export function stateByCode(code: string): State | undefined {
  return STATE_BY_CODE.get(code);
}

export function isStateCode(v: unknown): v is StateCode {
  return typeof v === 'string' && STATE_BY_CODE.has(v);
}
