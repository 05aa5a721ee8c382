import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { DemoTown } from './demo-data/demo-town';
import { functionLabel } from './demo-data/function-labels';
import { TOWNS_CH } from './demo-data/towns-ch';
import { TOWNS_DE } from './demo-data/towns-de';
import { slugify } from '../support/slugs';
import { clubNamePatterns, demoClub, type DemoClub } from './demo-clubs';
import { demoPerson, type DemoPerson } from './demo-people';
import { Random } from './random';

export interface DemoPlan {
  clubs: DemoClub[];
  persons: DemoPerson[];
}

const TOWNS: Record<Country, readonly DemoTown[]> = { CH: TOWNS_CH, DE: TOWNS_DE };
const CLUBS_PER_COUNTRY = 36;
const PERSONS_PER_COUNTRY = 90;

/** Bigger towns get more clubs and people, but by the square root so villages are not left empty. */
function townWeights(country: Country) {
  return TOWNS[country].map((town) => [town, Math.sqrt(town.population)] as const);
}

// Town + pattern can produce a famous professional club; the demo shows amateur clubs only.
const PROFESSIONAL_CLUBS = new Set([
  'FC Zürich',
  'FC Basel',
  'FC Sion',
  'FC Luzern',
  'FC St. Gallen',
  'FC Thun',
  'FC Aarau',
  'FC Winterthur',
  'FC Lugano',
  'FC Lausanne',
  'FC Schaffhausen',
  'FC Wil',
  'FC Vaduz',
  'FC Biel/Bienne',
  'FC Bern',
  '1. FC Köln',
  '1. FC Nürnberg',
  '1. FC Kaiserslautern',
  '1. FC Magdeburg',
  '1. FC Union Berlin',
  'TSV München 1860',
  'VfB Stuttgart',
  'VfL Wolfsburg',
  'VfL Bochum',
  'SV Werder Bremen',
  'Hamburger SV',
  'FC Augsburg',
  'SC Freiburg',
  'SC Paderborn',
  'TSG Hoffenheim',
  'VfL Osnabrück',
  'SV Sandhausen',
]);

/** The first account of each kind on the Swiss site has an address that is easy to type on a phone. */
export const DEMO_LOGINS = { club: 'verein@example.com', person: 'person@example.com' } as const;

function clubs(country: Country, random: Random): DemoClub[] {
  const weights = townWeights(country);
  const names = new Set<string>();
  const out: DemoClub[] = [];
  // Every town gets one club first, so every place on the map has something; the rest follow by size.
  const towns = [...TOWNS[country]];
  // No other Swiss club is named like the demo log-in's club ('FC Concordia …'), so searching for its
  // name finds it first.
  let loginPattern: string | undefined;
  while (out.length < CLUBS_PER_COUNTRY) {
    const town = towns[0] ?? random.weighted(weights);
    const pattern = random.pick(clubNamePatterns(country));
    const name = pattern.replace('{town}', town.city);
    // A town of the list keeps its turn until it has a club.
    if (names.has(name) || PROFESSIONAL_CLUBS.has(name) || pattern === loginPattern) continue;
    if (town === towns[0]) towns.shift();
    if (country === 'CH' && out.length === 0) loginPattern = pattern;
    names.add(name);
    const email =
      country === 'CH' && out.length === 0 ? DEMO_LOGINS.club : `kontakt@${slugify(name)}.example.com`;
    out.push(demoClub(town, name, email, random));
  }
  return out;
}

function persons(country: Country, clubNames: readonly string[], random: Random): DemoPerson[] {
  const weights = townWeights(country);
  return Array.from({ length: PERSONS_PER_COUNTRY }, (_, i) => {
    const email =
      country === 'CH' && i === 0
        ? DEMO_LOGINS.person
        : `person-${country.toLowerCase()}-${i + 1}@example.com`;
    const person = demoPerson(random.weighted(weights), email, clubNames, random);
    return email === DEMO_LOGINS.person ? showcase(person, clubNames[0] ?? '') : person;
  });
}

/**
 * The demo person a newcomer signs in as: interests common enough that "Passende Angebote" is never
 * empty, and a current job that fits the text (helping out with the juniors, not playing or refereeing).
 */
function showcase(person: DemoPerson, clubName: string): DemoPerson {
  const female = person.profile.gender === 'FEMALE';
  return {
    ...person,
    profile: {
      ...person.profile,
      description:
        `Ich habe lange selbst gespielt und möchte jetzt als ${functionLabel('TRAINER', female)} oder ` +
        `${functionLabel('SCHIEDSRICHTER', female)} etwas zurückgeben. ` +
        'Am liebsten in meiner Region, gerne auch bei den Junioren.',
      birthday: '1988-05-14',
      currentJob: { clubFunction: 'BETREUER', clubName, teamCategory: 'D_JUNIOREN', teamGender: 'M' },
      interestedClubFunctions: ['TRAINER', 'SCHIEDSRICHTER'],
      searchRadius: 40,
    },
  };
}

/** The whole demo data set, the same on every run. Pure: the seeder writes it through the commands. */
export function planDemo(seed = 2026): DemoPlan {
  const random = new Random(seed);
  const plan: DemoPlan = { clubs: [], persons: [] };
  for (const country of ['CH', 'DE'] as const) {
    const countryClubs = clubs(country, random);
    plan.clubs.push(...countryClubs);
    plan.persons.push(
      ...persons(
        country,
        countryClubs.map((c) => c.profile.name),
        random,
      ),
    );
  }
  return plan;
}
