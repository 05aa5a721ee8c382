import { deAssociationsOfState } from '@anpfiff/schemas/catalogues/associations-de';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { leaguesFor, leaguesForAssociation, type League } from '@anpfiff/schemas/catalogues/leagues';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import type { TeamCategory, TeamGender } from '@anpfiff/schemas/catalogues/team';
import type { Random } from './random';

export interface DemoTeam {
  teamCategory: TeamCategory;
  teamGender: TeamGender;
  league?: string;
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
    ['FF_15', 1],
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

export function demoTeam(random: Random, country: Country, state: StateCode): DemoTeam {
  const teamCategory = random.weighted(CATEGORIES[country]);
  const teamGender: TeamGender = teamCategory.startsWith('FF_') || random.chance(0.22) ? 'F' : 'M';
  // Junior and senior teams play in their own competitions, not in the league catalogue.
  if (teamCategory !== 'AKTIVE') return { teamCategory, teamGender };
  const leagues = amateurLeagues(country, state, teamGender);
  return { teamCategory, teamGender, ...(leagues.length > 0 ? { league: random.pick(leagues).id } : {}) };
}
