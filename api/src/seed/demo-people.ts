import {
  childrenOf,
  type ClubFunction,
  TOP_LEVEL_CLUB_FUNCTIONS,
} from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { PersonGender } from '@anpfiff/schemas/catalogues/person';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import type { CurrentJob, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { DemoTown } from './demo-data/demo-town';
import { functionLabel } from './demo-data/function-labels';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES_CH, LAST_NAMES_DE } from './demo-data/names';
import { DEMO_YEAR } from './demo-data/text-types';
import { demoPhone, placeOf } from './demo-clubs';
import { fill, swissSpelling } from './demo-fill';
import { demoTeam } from './demo-teams';
import { personTexts } from './demo-texts';
import type { Random } from './random';

export interface DemoPerson {
  email: string;
  country: Country;
  profile: PersonProfile;
}

/** One to three interests, either a whole group ('Trainer') or roles within it ('Torwarttrainer'). */
function interests(random: Random): ClubFunction[] {
  const group = random.weighted(
    TOP_LEVEL_CLUB_FUNCTIONS.map((fn) => [fn, fn === 'SCHIEDSRICHTER' ? 2 : 3] as const),
  );
  const children = childrenOf(group);
  if (children.length === 0 || random.chance(0.35)) return [group];
  const picked = random.sample(children, random.int(1, 3));
  // Some people name a second, different group, e.g. a player who would also help out.
  if (random.chance(0.2)) picked.push(random.pick(TOP_LEVEL_CLUB_FUNCTIONS.filter((fn) => fn !== group)));
  return picked;
}

const TEAM_GENDER_OF = { MALE: 'M', FEMALE: 'F' } as const;

/** What people name as their current job; referees are on no team. */
export const CURRENT_FUNCTIONS = ['SPIELER', 'TRAINER', 'SCHIEDSRICHTER', 'BETREUER'] as const;

function currentJob(
  country: Country,
  state: StateCode,
  gender: PersonGender,
  birthYear: number,
  clubNames: readonly string[],
  random: Random,
): CurrentJob {
  const clubFunction = random.pick(CURRENT_FUNCTIONS);
  const clubName = random.pick(clubNames);
  if (clubFunction === 'SCHIEDSRICHTER') return { clubFunction, clubName };
  // Players play in a team of their own gender and age; trainers and helpers work with any team.
  const player =
    clubFunction === 'SPIELER'
      ? { age: DEMO_YEAR - birthYear, ...(gender === 'NO_INFO' ? {} : { gender: TEAM_GENDER_OF[gender] }) }
      : undefined;
  return { clubFunction, clubName, ...demoTeam(random, country, state, player ? { player } : {}) };
}

/**
 * A person of the town. `dormant` people (the large data set's) wish for nothing, whatever the draw says;
 * the draws are the same either way.
 */
export function demoPerson(
  town: DemoTown,
  email: string,
  clubNames: readonly string[],
  random: Random,
  { dormant = false } = {},
): DemoPerson {
  const country = town.country;
  const ch = country === 'CH';
  const gender: PersonGender = random.weighted([
    ['MALE', 68],
    ['FEMALE', 27],
    ['NO_INFO', 5],
  ] as const);
  const firstName = random.pick(gender === 'FEMALE' ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const lastName = random.pick(ch ? LAST_NAMES_CH : LAST_NAMES_DE);
  const birthYear = random.int(1962, 2006);
  const birthday = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  // A few profiles are not (yet) looking for anything: registered, but not "motivated".
  const interested = random.chance(0.88) && !dormant ? interests(random) : [];
  const place = placeOf(town, random);
  const job = random.chance(0.5)
    ? currentJob(country, town.state as StateCode, gender, birthYear, clubNames, random)
    : undefined;
  // The text is chosen last, from those that fit the person's age, gender, wish and current job.
  const wish = interested[0];
  const female = gender === 'FEMALE';
  const texts = personTexts(country, { wish, current: job?.clubFunction ?? 'NONE', gender, birthYear });
  const description = fill(random.pick(texts).text, {
    ...(wish ? { function: functionLabel(wish, female) } : {}),
    ...(job?.clubFunction ? { current: functionLabel(job.clubFunction, female) } : {}),
    town: town.city,
  });
  return {
    email,
    country,
    profile: {
      firstName,
      lastName,
      description: ch ? swissSpelling(description) : description,
      birthday,
      gender,
      phone: demoPhone(country, random),
      address: { zip: place.zip, city: place.city, state: place.state, lat: place.lat, lon: place.lon },
      ...(job ? { currentJob: job } : {}),
      interestedClubFunctions: interested,
      searchRadius: random.pick([0, 10, 15, 20, 25, 30, 50]),
    },
  };
}
