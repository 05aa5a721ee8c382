import {
  childrenOf,
  type ClubFunction,
  clubFunctionLabel,
  jobTypeOf,
} from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { JOB_EXTRAS } from '@anpfiff/schemas/catalogues/job-extras';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import type { ClubProfile, JobOffer, Place } from '@anpfiff/schemas/entities/profiles';
import {
  CLUB_DESCRIPTIONS_CH,
  CLUB_DESCRIPTIONS_DE,
  CLUB_NAME_PATTERNS_CH,
  CLUB_NAME_PATTERNS_DE,
} from './demo-data/club-names';
import type { DemoTown } from './demo-data/demo-town';
import { JOB_DESCRIPTIONS } from './demo-data/job-texts';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES_CH, LAST_NAMES_DE } from './demo-data/names';
import { TEAM_NAMES_CH, TEAM_NAMES_DE } from './demo-data/team-labels';
import { fill, swissSpelling } from './demo-fill';
import { demoTeam } from './demo-teams';
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

export function placeOf(town: DemoTown, random: Random): Place {
  return {
    street: `${random.pick(town.streets)} ${random.int(1, 120)}`,
    zip: town.zip,
    city: town.city,
    state: town.state as StateCode,
    lat: town.lat,
    lon: town.lon,
  };
}

export function demoPhone(country: Country, random: Random): string {
  // 555 numbers are reserved for fiction in both countries' mobile ranges used here.
  const digits = () => String(random.int(10, 99));
  return country === 'CH' ? `+41 79 555 ${digits()} ${digits()}` : `+49 151 555 ${digits()}${digits()}`;
}

/** Per-season pay in whole CHF or EUR, in the ranges clubs really pay (spec section 9). */
function salaryFor(fn: ClubFunction, country: Country, random: Random): number {
  const type = jobTypeOf(fn);
  const round = (n: number) => Math.round(n / 50) * 50;
  if (type === 'referee')
    return country === 'CH' ? round(random.int(12, 18) * 80) : round(random.int(14, 20) * 28);
  if (type === 'trainer')
    return random.chance(0.3) ? 0 : round(random.int(country === 'CH' ? 1500 : 600, 6000));
  if (type === 'player') return random.chance(0.8) ? 0 : round(random.int(300, 2000));
  return random.chance(0.85) ? 0 : round(random.int(200, 1200));
}

function demoJob(club: ClubProfile, country: Country, random: Random): JobOffer {
  const clubFunction = random.weighted(SOUGHT);
  const children = childrenOf(clubFunction);
  const subClubFunction = children.length > 0 && random.chance(0.85) ? random.pick(children) : undefined;
  const role = subClubFunction ?? clubFunction;
  const type = jobTypeOf(role);
  // Referees serve the whole club and many helpers too: no team there.
  const team =
    type === 'referee' || (type === 'supporter' && random.chance(0.6))
      ? undefined
      : demoTeam(random, country, club.address.state as StateCode);
  const texts = JOB_DESCRIPTIONS[type][country === 'CH' ? 'ch' : 'de'];
  const description = fill(random.pick(texts), {
    club: club.name,
    function: clubFunctionLabel(role),
    team: random.pick(country === 'CH' ? TEAM_NAMES_CH : TEAM_NAMES_DE),
    town: club.address.city,
  });
  return {
    clubFunction,
    ...(subClubFunction ? { subClubFunction } : {}),
    ...team,
    salary: salaryFor(role, country, random),
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
