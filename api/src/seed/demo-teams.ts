import { deAssociationsOfState } from '@anpfiff/schemas/catalogues/associations-de';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { leaguesFor, leaguesForAssociation, type League } from '@anpfiff/schemas/catalogues/leagues';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import type { TeamCategory, TeamGender } from '@anpfiff/schemas/catalogues/team';
import type { TeamStage } from './demo-data/text-types';
import type { Random } from './random';

export interface DemoTeam {
  teamCategory: TeamCategory;
  teamGender: TeamGender;
  league?: string;
}

const STAGE: Readonly<Record<TeamCategory, TeamStage>> = {
  JUNIOREN: 'youth',
  U23: 'adult',
  U21: 'adult',
  U18: 'youth',
  U16: 'youth',
  U15: 'youth',
  A_JUNIOREN: 'youth',
  B_JUNIOREN: 'youth',
  C_JUNIOREN: 'youth',
  D_JUNIOREN: 'kids',
  E_JUNIOREN: 'kids',
  F_JUNIOREN: 'kids',
  G_JUNIOREN: 'kids',
  FF_19: 'youth',
  FF_15: 'youth',
  FF_12: 'kids',
  AKTIVE: 'adult',
  SENIOREN: 'senior',
  SENIOREN_30: 'senior',
  SENIOREN_40: 'senior',
  SENIOREN_50: 'senior',
  SENIOREN_50_7ER: 'senior',
  VETERANEN: 'senior',
};

export function teamStage(category: TeamCategory): TeamStage {
  return STAGE[category];
}

// Amateur football: most offers are for active teams and juniors, few for the top tiers.
const CATEGORIES: Record<Country, readonly (readonly [TeamCategory, number])[]> = {
  CH: [
    ['AKTIVE', 10],
    ['A_JUNIOREN', 2],
    ['B_JUNIOREN', 2],
    ['C_JUNIOREN', 2],
    ['D_JUNIOREN', 2],
    ['E_JUNIOREN', 2],
    ['F_JUNIOREN', 1],
    ['FF_12', 1],
    ['FF_15', 1],
    ['FF_19', 1],
    ['SENIOREN_30', 2],
    ['VETERANEN', 1],
  ],
  DE: [
    ['AKTIVE', 10],
    ['A_JUNIOREN', 2],
    ['B_JUNIOREN', 2],
    ['C_JUNIOREN', 2],
    ['D_JUNIOREN', 2],
    ['E_JUNIOREN', 2],
    ['F_JUNIOREN', 1],
    ['SENIOREN_30', 2],
    ['SENIOREN_40', 1],
  ],
};

/** The ages at which a grown-up plays in a category: the demo's people are too old for any junior team. */
const PLAYING_AGE: Partial<Readonly<Record<TeamCategory, readonly [number, number]>>> = {
  AKTIVE: [17, 99],
  SENIOREN_30: [30, 99],
  SENIOREN_40: [40, 99],
  VETERANEN: [40, 99],
};

/**
 * The team gender a category allows: Swiss girls play in the FF categories, the Swiss junior teams are
 * boys' (mixed) teams, and veterans' football is men's football here; elsewhere both.
 */
function gendersOf(country: Country, category: TeamCategory): readonly TeamGender[] {
  if (category.startsWith('FF_')) return ['F'];
  const stage = teamStage(category);
  if (stage === 'senior' || (country === 'CH' && stage !== 'adult')) return ['M'];
  return ['M', 'F'];
}

/** The leagues an amateur active team of that place plays in (its association's, in Germany). */
function amateurLeagues(country: Country, state: StateCode, gender: TeamGender): readonly League[] {
  if (country === 'CH') {
    const lowest = gender === 'M' ? 5 : 3;
    return leaguesFor('CH', gender).filter((l) => l.level >= lowest && l.name !== 'U-18');
  }
  const association = deAssociationsOfState(state)[0];
  if (!association) return [];
  const lowest = gender === 'M' ? 6 : 4;
  return leaguesForAssociation(association.code, gender).filter((l) => l.level >= lowest);
}

export interface TeamWish {
  /** Only categories of these stages (e.g. no children's team for a player-coach). */
  stages?: readonly TeamStage[];
  /** A player's own team: of this gender, and of a category that player's age plays in. */
  player?: { gender?: TeamGender; age: number };
}

function categoriesFor(country: Country, wish: TeamWish): readonly (readonly [TeamCategory, number])[] {
  const { stages, player } = wish;
  const fits = CATEGORIES[country].filter(([category]) => {
    if (stages && !stages.includes(teamStage(category))) return false;
    if (!player) return true;
    const [youngest, oldest] = PLAYING_AGE[category] ?? [0, -1];
    if (player.age < youngest || player.age > oldest) return false;
    return !player.gender || gendersOf(country, category).includes(player.gender);
  });
  return fits.length > 0 ? fits : [['AKTIVE', 1]];
}

export function demoTeam(random: Random, country: Country, state: StateCode, wish: TeamWish = {}): DemoTeam {
  const teamCategory = random.weighted(categoriesFor(country, wish));
  const genders = gendersOf(country, teamCategory);
  const teamGender: TeamGender =
    wish.player?.gender ??
    (genders.length === 1 ? (genders[0] as TeamGender) : random.chance(0.22) ? 'F' : 'M');
  // Junior and senior teams play in their own competitions, not in the league catalogue.
  if (teamCategory !== 'AKTIVE') return { teamCategory, teamGender };
  const leagues = amateurLeagues(country, state, teamGender);
  return { teamCategory, teamGender, ...(leagues.length > 0 ? { league: random.pick(leagues).id } : {}) };
}
