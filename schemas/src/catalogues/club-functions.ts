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

function fn(
  code: ClubFunction,
  label: string,
  parent: ClubFunction | null,
  jobType: JobType,
): ClubFunctionInfo {
  return { code, label, parent, jobType };
}

// Labels appear on the Swiss site, so no 'ß'.
export const CLUB_FUNCTION_INFO: readonly ClubFunctionInfo[] = [
  fn('SCHIEDSRICHTER', 'Schiedsrichter', null, 'referee'),
  fn('TRAINER', 'Trainer', null, 'trainer'),
  fn('CHEFTRAINER', 'Cheftrainer', 'TRAINER', 'trainer'),
  fn('ASSISTENZTRAINER', 'Assistenztrainer', 'TRAINER', 'trainer'),
  fn('TORWARTTRAINER', 'Torwarttrainer', 'TRAINER', 'trainer'),
  fn('STUERMER_TRAINER', 'Stürmertrainer', 'TRAINER', 'trainer'),
  fn('ABWEHR_TRAINER', 'Abwehrtrainer', 'TRAINER', 'trainer'),
  fn('SPIELERTRAINER', 'Spielertrainer', 'TRAINER', 'trainer'),
  fn('KONDITIONSTRAINER', 'Konditionstrainer', 'TRAINER', 'trainer'),
  fn('MENTALTRAINER', 'Mentaltrainer', 'TRAINER', 'trainer'),
  fn('REHA_TRAINER', 'Reha-Trainer', 'TRAINER', 'trainer'),
  fn('SPIELER', 'Spieler', null, 'player'),
  fn('STUERMER', 'Stürmer', 'SPIELER', 'player'),
  fn('MITTELFELDSPIELER', 'Mittelfeldspieler', 'SPIELER', 'player'),
  fn('VERTEIDIGER', 'Verteidiger', 'SPIELER', 'player'),
  fn('TORWART', 'Torwart', 'SPIELER', 'player'),
  fn('UNTERSTUETZER', 'Unterstützer', null, 'supporter'),
  fn('EVENTAUSHILFE', 'Eventaushilfe', 'UNTERSTUETZER', 'supporter'),
  fn('STADIONSPEAKER', 'Stadionspeaker', 'UNTERSTUETZER', 'supporter'),
  fn('FAHRDIENST', 'Fahrdienst', 'UNTERSTUETZER', 'supporter'),
  fn('BUEROUNTERSTUETZUNG', 'Bürounterstützung', 'UNTERSTUETZER', 'supporter'),
  fn('PLATZWART', 'Platzwart', 'UNTERSTUETZER', 'supporter'),
  fn('MATERIALWART', 'Materialwart', 'UNTERSTUETZER', 'supporter'),
  fn('VEREINSLEITUNG', 'Vereinsleitung', 'UNTERSTUETZER', 'supporter'),
  fn('JUNIORENOBMANN', 'Juniorenobmann', 'UNTERSTUETZER', 'supporter'),
  fn('BETREUER', 'Betreuer', 'UNTERSTUETZER', 'supporter'),
  fn('SPORTCHEF', 'Sportchef', 'UNTERSTUETZER', 'supporter'),
  fn('TEAM_MANAGER', 'Team-Manager', 'UNTERSTUETZER', 'supporter'),
  fn('TEAMARZT', 'Teamarzt', 'UNTERSTUETZER', 'supporter'),
  fn('MASSEUR', 'Masseur', 'UNTERSTUETZER', 'supporter'),
  fn('PHYSIOTHERAPEUT', 'Physiotherapeut', 'UNTERSTUETZER', 'supporter'),
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
