import { locatePlace } from '@anpfiff/core/geo/gazetteer';
import { childrenOf, type ClubFunction, jobTypeOf } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { JOB_EXTRAS } from '@anpfiff/schemas/catalogues/job-extras';
import { leagueById } from '@anpfiff/schemas/catalogues/leagues';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import { teamCategoryLabel } from '@anpfiff/schemas/catalogues/team';
import type { ClubProfile, JobOffer, Place } from '@anpfiff/schemas/entities/profiles';
import {
  CLUB_DESCRIPTIONS_CH,
  CLUB_DESCRIPTIONS_DE,
  CLUB_NAME_PATTERNS_CH,
  CLUB_NAME_PATTERNS_DE,
} from './demo-data/club-names';
import type { DemoTown } from './demo-data/demo-town';
import { functionLabel } from './demo-data/function-labels';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES_CH, LAST_NAMES_DE } from './demo-data/names';
import { nameableLeague, teamNames } from './demo-data/team-labels';
import type { TeamStage } from './demo-data/text-types';
import { fill, swissSpelling } from './demo-fill';
import { demoTeam, type DemoTeam, teamStage } from './demo-teams';
import { offerTexts } from './demo-texts';
import type { Random } from './random';

export interface DemoClub {
  email: string;
  country: Country;
  profile: ClubProfile;
  jobs: JobOffer[];
}

// How often clubs look for each group, then which role within it.
const SOUGHT: readonly (readonly [ClubFunction, number])[] = [
  ['SCHIEDSRICHTER', 22],
  ['TRAINER', 34],
  ['SPIELER', 18],
  ['UNTERSTUETZER', 26],
];

const POSITIONS = [
  'Präsident',
  'Sportchef',
  'Aktuar',
  'Juniorenobmann',
  'Vorstand Sport',
  'Schiedsrichterobmann',
];

/**
 * A demo address, placed where the app places that postcode (locateAddress): saved unchanged in a form, an
 * offer or profile stays where it was, and a search around its postcode finds it at 0 km. The town's own
 * coordinates only stand in for a postcode the gazetteer does not know.
 */
export function placeOf(town: DemoTown, random: Random): Place {
  const located = locatePlace(town.country, town.zip, town.city);
  return {
    street: `${random.pick(town.streets)} ${random.int(1, 120)}`,
    zip: town.zip,
    city: town.city,
    state: (located?.state ?? town.state) as StateCode,
    lat: located?.lat ?? town.lat,
    lon: located?.lon ?? town.lon,
  };
}

export function demoPhone(country: Country, random: Random): string {
  // 555 numbers are reserved for fiction in both countries' mobile ranges used here.
  const digits = () => String(random.int(10, 99));
  return country === 'CH' ? `+41 79 555 ${digits()} ${digits()}` : `+49 151 555 ${digits()}${digits()}`;
}

/** Per-season pay in whole CHF or EUR, in the ranges clubs really pay (spec section 9). */
function salaryFor(fn: ClubFunction, stage: TeamStage | undefined, country: Country, random: Random): number {
  const type = jobTypeOf(fn);
  const round = (n: number) => Math.round(n / 50) * 50;
  if (type === 'referee')
    return country === 'CH' ? round(random.int(12, 18) * 80) : round(random.int(14, 20) * 28);
  if (type === 'trainer')
    return random.chance(0.3) ? 0 : round(random.int(country === 'CH' ? 1500 : 600, 6000));
  if (type === 'player') {
    // Children and juniors play for free.
    if (stage === 'kids' || stage === 'youth') return 0;
    return random.chance(0.8) ? 0 : round(random.int(300, 2000));
  }
  return random.chance(0.85) ? 0 : round(random.int(200, 1200));
}

// Roles that are no children's business: a player-coach plays himself, the specialists and the medical
// staff work with older teams.
const NOT_KIDS: readonly TeamStage[] = ['youth', 'adult', 'senior'];
const TEAM_STAGES: Partial<Readonly<Record<ClubFunction, readonly TeamStage[]>>> = {
  SPIELERTRAINER: ['adult', 'senior'],
  KONDITIONSTRAINER: NOT_KIDS,
  MENTALTRAINER: NOT_KIDS,
  REHA_TRAINER: NOT_KIDS,
  TEAMARZT: NOT_KIDS,
  MASSEUR: NOT_KIDS,
  PHYSIOTHERAPEUT: NOT_KIDS,
};
/** Helpers who work for the whole club, never for one team. */
const CLUB_WIDE: ReadonlySet<ClubFunction> = new Set([
  'VEREINSLEITUNG',
  'SPORTCHEF',
  'JUNIORENOBMANN',
  'PLATZWART',
  'BUEROUNTERSTUETZUNG',
  'STADIONSPEAKER',
  'EVENTAUSHILFE',
]);

/** The teams an offer for `role` may be for, by stage; undefined stands for an offer without a team. */
export function offerTeamStages(role: ClubFunction): readonly (TeamStage | undefined)[] {
  const type = jobTypeOf(role);
  if (type === 'referee' || CLUB_WIDE.has(role)) return [undefined];
  const stages = TEAM_STAGES[role] ?? ['kids', 'youth', 'adult', 'senior'];
  return type === 'supporter' ? [undefined, ...stages] : stages;
}

/** How the ad names the offer's own team: 'Junioren Db', 'Ü40', 'Frauen in der 2. Liga'. */
function teamName(team: DemoTeam, country: Country, random: Random): string {
  const { teamCategory, teamGender } = team;
  const name = random.pick(teamNames(country, teamCategory, teamGender, teamCategoryLabel(teamCategory)));
  const league = team.league ? leagueById(team.league) : undefined;
  return league && nameableLeague(league.name) && random.chance(0.5) ? `${name} in der ${league.name}` : name;
}

function demoJob(club: ClubProfile, country: Country, random: Random): JobOffer {
  const clubFunction = random.weighted(SOUGHT);
  const children = childrenOf(clubFunction);
  const subClubFunction = children.length > 0 && random.chance(0.85) ? random.pick(children) : undefined;
  const role = subClubFunction ?? clubFunction;
  const type = jobTypeOf(role);
  // Referees serve the whole club and many helpers too: no team there.
  const team =
    type === 'referee' || (type === 'supporter' && (CLUB_WIDE.has(role) || random.chance(0.6)))
      ? undefined
      : demoTeam(random, country, club.address.state as StateCode, { stages: TEAM_STAGES[role] });
  const stage = team && teamStage(team.teamCategory);
  const women = team?.teamGender === 'F';
  const description = fill(random.pick(offerTexts(country, role, stage)).text, {
    club: club.name,
    function: functionLabel(role, type === 'player' && women),
    ...(team ? { team: teamName(team, country, random) } : {}),
    regulars: women ? 'Stammspielerinnen' : 'Stammspieler',
    town: club.address.city,
  });
  return {
    clubFunction,
    ...(subClubFunction ? { subClubFunction } : {}),
    ...team,
    salary: salaryFor(role, stage, country, random),
    searchRadius: random.pick([0, 0, 10, 15, 20, 30, 50]),
    description: country === 'CH' ? swissSpelling(description) : description,
    jobExtras: random.sample(
      JOB_EXTRAS,
      random.weighted([
        [0, 3],
        [1, 4],
        [2, 3],
        [3, 1],
      ] as const),
    ),
    address: { ...club.address },
    contactInformation: { ...club.contactInformation },
  };
}

export function demoClub(town: DemoTown, name: string, email: string, random: Random): DemoClub {
  const country = town.country;
  const ch = country === 'CH';
  const female = random.chance(0.3);
  const firstName = random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const lastName = random.pick(ch ? LAST_NAMES_CH : LAST_NAMES_DE);
  const domain = `${email.split('@')[1]}`;
  const description = fill(random.pick(ch ? CLUB_DESCRIPTIONS_CH : CLUB_DESCRIPTIONS_DE), {
    name,
    town: town.city,
  });
  const profile: ClubProfile = {
    name,
    description: ch ? swissSpelling(description) : description,
    address: placeOf(town, random),
    contactInformation: {
      firstName,
      lastName,
      position: random.pick(POSITIONS),
      email,
      phone: demoPhone(country, random),
    },
    websiteUrl: `https://www.${domain}`,
    ...(random.chance(0.6) ? { instagramUrl: `https://www.instagram.com/${domain.split('.')[0]}` } : {}),
    ...(random.chance(0.5) ? { facebookUrl: `https://www.facebook.com/${domain.split('.')[0]}` } : {}),
  };
  const jobCount = random.weighted([
    [1, 3],
    [2, 4],
    [3, 3],
    [4, 2],
  ] as const);
  return {
    email,
    country,
    profile,
    jobs: Array.from({ length: jobCount }, () => demoJob(profile, country, random)),
  };
}

export function clubNamePatterns(country: Country): readonly string[] {
  return country === 'CH' ? CLUB_NAME_PATTERNS_CH : CLUB_NAME_PATTERNS_DE;
}
