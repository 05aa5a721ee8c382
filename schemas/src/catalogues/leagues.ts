import { deAssociationByCode, type DeAssociationCode } from './associations-de';
import { COUNTRIES, COUNTRY_INFO, type Country } from './countries';
import { CH_LEAGUES } from './leagues-ch';
import { DE_LEAGUES, DE_REGIONALLIGA_LEVEL, deRegionalligaId } from './leagues-de';
import { TEAM_GENDERS, TEAM_GENDER_LABELS, type TeamGender } from './team';

export type League = {
  /** Stable, stored in jobs and profiles: 'CH-M-2-LIGA', 'DE-M-E4-RL-NORD', 'DE-F-E9-BAYERN'. */
  readonly id: string;
  readonly country: Country;
  readonly gender: TeamGender;
  /** 1 = top tier of that country and gender (German 'Ebene'). */
  readonly level: number;
  /** German regional association running the league; null for Swiss, national and Regionalliga leagues. */
  readonly association: DeAssociationCode | null;
  /** German display name, the last entry of leagueHierarchy. */
  readonly name: string;
};

export const LEAGUES: readonly League[] = [...CH_LEAGUES, ...DE_LEAGUES];

const LEAGUE_BY_ID: ReadonlyMap<string, League> = new Map(LEAGUES.map((l) => [l.id, l]));

// Top level first; within a level the catalogue order (associations north to south) is kept.
function byLevel(leagues: readonly League[]): readonly League[] {
  return leagues
    .map((league, index) => ({ league, index }))
    .sort((x, y) => x.league.level - y.league.level || x.index - y.index)
    .map((x) => x.league);
}

const LEAGUES_FOR: ReadonlyMap<string, readonly League[]> = new Map(
  COUNTRIES.flatMap((country) =>
    TEAM_GENDERS.map((gender) => [
      `${country}-${gender}`,
      byLevel(LEAGUES.filter((l) => l.country === country && l.gender === gender)),
    ]),
  ),
);

export function leagueById(id: string): League | undefined {
  return LEAGUE_BY_ID.get(id);
}

export function isLeague(v: unknown): v is string {
  return typeof v === 'string' && LEAGUE_BY_ID.has(v);
}

/** The league options for a team of that country and gender, top level first. */
export function leaguesFor(country: Country, gender: TeamGender): readonly League[] {
  return LEAGUES_FOR.get(`${country}-${gender}`) ?? [];
}

/**
 * The leagues a club of a German association can play in: the national leagues, the Regionalliga of its
 * region and the association's own leagues, top level first.
 */
export function leaguesForAssociation(association: DeAssociationCode, gender: TeamGender): readonly League[] {
  const assoc = deAssociationByCode(association);
  const ownRegionalliga = deRegionalligaId(
    gender,
    gender === 'M' ? assoc.menRegionalliga : assoc.womenRegionalliga,
  );
  return leaguesFor('DE', gender).filter((l) =>
    l.association !== null
      ? l.association === association
      : l.level !== DE_REGIONALLIGA_LEVEL[gender] || l.id === ownRegionalliga,
  );
}

/**
 * Display path from general to specific; the last entry is the league's own name, the earlier ones are
 * its description, e.g. ['Deutschland', 'Frauen', 'Bayerischer Fußball-Verband', 'Liga Ebene 9'].
 * Unknown ids (e.g. a league retired from the catalogue) give an empty list instead of throwing, so old
 * records still render.
 */
export function leagueHierarchy(id: string): string[] {
  const league = LEAGUE_BY_ID.get(id);
  if (!league) return [];
  const path = [COUNTRY_INFO[league.country].name, TEAM_GENDER_LABELS[league.gender]];
  if (league.association !== null) path.push(deAssociationByCode(league.association).name);
  path.push(league.name);
  return path;
}
