import { JOB_TYPE_OF } from './job-types';

// Order is the spec's order; pickers and search facets show the functions in this order.
export const CLUB_FUNCTIONS = [
  'SCHIEDSRICHTER',
  'TRAINER',
  'CHEFTRAINER',
  'ASSISTENZTRAINER',
  'TORWARTTRAINER',
  'STUERMER_TRAINER',
  'ABWEHR_TRAINER',
  'SPIELERTRAINER',
  'KONDITIONSTRAINER',
  'MENTALTRAINER',
  'REHA_TRAINER',
  'SPIELER',
  'STUERMER',
  'MITTELFELDSPIELER',
  'VERTEIDIGER',
  'TORWART',
  'UNTERSTUETZER',
  'EVENTAUSHILFE',
  'STADIONSPEAKER',
  'FAHRDIENST',
  'BUEROUNTERSTUETZUNG',
  'PLATZWART',
  'MATERIALWART',
  'VEREINSLEITUNG',
  'JUNIORENOBMANN',
  'BETREUER',
  'SPORTCHEF',
  'TEAM_MANAGER',
  'TEAMARZT',
  'MASSEUR',
  'PHYSIOTHERAPEUT',
] as const;

export type ClubFunction = (typeof CLUB_FUNCTIONS)[number];

export const JOB_TYPES = ['trainer', 'referee', 'player', 'supporter'] as const;

export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Readonly<Record<JobType, string>> = {
  trainer: 'Trainer',
  referee: 'Schiedsrichter',
  player: 'Spieler',
  supporter: 'Unterstützer',
};

export type ClubFunctionInfo = {
  readonly code: ClubFunction;
  readonly label: string;
  readonly parent: ClubFunction | null;
  readonly jobType: JobType;
};

function fn(code: ClubFunction, label: string, parent: ClubFunction | null): ClubFunctionInfo {
  return { code, label, parent, jobType: JOB_TYPE_OF[code] };
}

// Labels appear on the Swiss site, so no 'ß'.
export const CLUB_FUNCTION_INFO: readonly ClubFunctionInfo[] = [
  fn('SCHIEDSRICHTER', 'Schiedsrichter', null),
  fn('TRAINER', 'Trainer', null),
  fn('CHEFTRAINER', 'Cheftrainer', 'TRAINER'),
  fn('ASSISTENZTRAINER', 'Assistenztrainer', 'TRAINER'),
  fn('TORWARTTRAINER', 'Torwarttrainer', 'TRAINER'),
  fn('STUERMER_TRAINER', 'Stürmertrainer', 'TRAINER'),
  fn('ABWEHR_TRAINER', 'Abwehrtrainer', 'TRAINER'),
  fn('SPIELERTRAINER', 'Spielertrainer', 'TRAINER'),
  fn('KONDITIONSTRAINER', 'Konditionstrainer', 'TRAINER'),
  fn('MENTALTRAINER', 'Mentaltrainer', 'TRAINER'),
  fn('REHA_TRAINER', 'Reha-Trainer', 'TRAINER'),
  fn('SPIELER', 'Spieler', null),
  fn('STUERMER', 'Stürmer', 'SPIELER'),
  fn('MITTELFELDSPIELER', 'Mittelfeldspieler', 'SPIELER'),
  fn('VERTEIDIGER', 'Verteidiger', 'SPIELER'),
  fn('TORWART', 'Torwart', 'SPIELER'),
  fn('UNTERSTUETZER', 'Unterstützer', null),
  fn('EVENTAUSHILFE', 'Eventaushilfe', 'UNTERSTUETZER'),
  fn('STADIONSPEAKER', 'Stadionspeaker', 'UNTERSTUETZER'),
  fn('FAHRDIENST', 'Fahrdienst', 'UNTERSTUETZER'),
  fn('BUEROUNTERSTUETZUNG', 'Bürounterstützung', 'UNTERSTUETZER'),
  fn('PLATZWART', 'Platzwart', 'UNTERSTUETZER'),
  fn('MATERIALWART', 'Materialwart', 'UNTERSTUETZER'),
  fn('VEREINSLEITUNG', 'Vereinsleitung', 'UNTERSTUETZER'),
  fn('JUNIORENOBMANN', 'Juniorenobmann', 'UNTERSTUETZER'),
  fn('BETREUER', 'Betreuer', 'UNTERSTUETZER'),
  fn('SPORTCHEF', 'Sportchef', 'UNTERSTUETZER'),
  fn('TEAM_MANAGER', 'Team-Manager', 'UNTERSTUETZER'),
  fn('TEAMARZT', 'Teamarzt', 'UNTERSTUETZER'),
  fn('MASSEUR', 'Masseur', 'UNTERSTUETZER'),
  fn('PHYSIOTHERAPEUT', 'Physiotherapeut', 'UNTERSTUETZER'),
];

const INFO_BY_CODE: ReadonlyMap<string, ClubFunctionInfo> = new Map(
  CLUB_FUNCTION_INFO.map((i) => [i.code, i]),
);

export const TOP_LEVEL_CLUB_FUNCTIONS: readonly ClubFunction[] = CLUB_FUNCTION_INFO.filter(
  (i) => i.parent === null,
).map((i) => i.code);

export function isClubFunction(v: unknown): v is ClubFunction {
  return typeof v === 'string' && INFO_BY_CODE.has(v);
}

export function clubFunctionInfo(code: ClubFunction): ClubFunctionInfo {
  const info = INFO_BY_CODE.get(code);
  // Only reachable when an unchecked string is cast to ClubFunction; fail loudly rather than show 'undefined'.
  if (!info) throw new Error(`Unbekannte Vereinsfunktion: ${String(code)}`);
  return info;
}

export function clubFunctionLabel(code: ClubFunction): string {
  return clubFunctionInfo(code).label;
}

export function jobTypeOf(code: ClubFunction): JobType {
  return clubFunctionInfo(code).jobType;
}

/** Direct children in catalogue order. */
export function childrenOf(code: ClubFunction): ClubFunction[] {
  return CLUB_FUNCTION_INFO.filter((i) => i.parent === code).map((i) => i.code);
}

/** Parent, grandparent, ... (nearest first); empty for top-level functions. */
export function ancestorsOf(code: ClubFunction): ClubFunction[] {
  const result: ClubFunction[] = [];
  let parent = clubFunctionInfo(code).parent;
  while (parent !== null) {
    result.push(parent);
    parent = clubFunctionInfo(parent).parent;
  }
  return result;
}

/** All functions below the given one, depth-first in catalogue order, without the function itself. */
export function descendantsOf(code: ClubFunction): ClubFunction[] {
  return childrenOf(code).flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * The given codes plus all their ancestors, each once. Each code is followed by its not yet listed
 * ancestors, so a search document for ['CHEFTRAINER', 'TORWART'] reads
 * ['CHEFTRAINER', 'TRAINER', 'TORWART', 'SPIELER'] and a search for 'TRAINER' finds it.
 */
export function withAncestors(codes: readonly ClubFunction[]): ClubFunction[] {
  const seen = new Set<ClubFunction>();
  for (const code of codes) {
    for (const c of [code, ...ancestorsOf(code)]) seen.add(c);
  }
  return [...seen];
}

/**
 * The codes worth naming: a parent stands for all its sub-functions (choosing it chooses them all, and it
 * matches them all), so a profile interested in 'Spieler' and its four positions reads 'Spieler'.
 */
export function withoutImpliedFunctions<C extends string>(codes: readonly C[]): C[] {
  const chosen = new Set<string>(codes);
  return codes.filter((code) => !isClubFunction(code) || !ancestorsOf(code).some((a) => chosen.has(a)));
}
