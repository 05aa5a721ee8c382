import {
  childrenOf,
  type ClubFunction,
  clubFunctionLabel,
  jobTypeOf,
  TOP_LEVEL_CLUB_FUNCTIONS,
} from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { PersonGender } from '@anpfiff/schemas/catalogues/person';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { DemoTown } from './demo-data/demo-town';
import { FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES_CH, LAST_NAMES_DE } from './demo-data/names';
import { PERSON_DESCRIPTIONS } from './demo-data/person-texts';
import { demoPhone, placeOf } from './demo-clubs';
import { fill, swissSpelling } from './demo-fill';
import { demoTeam } from './demo-teams';
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

export function demoPerson(
  town: DemoTown,
  email: string,
  clubNames: readonly string[],
  random: Random,
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
  // A few profiles are not (yet) looking for anything: registered, but not "motivated".
  const interested = random.chance(0.88) ? interests(random) : [];
  const main = interested[0] ?? 'UNTERSTUETZER';
  const description = fill(random.pick(PERSON_DESCRIPTIONS[jobTypeOf(main)][ch ? 'ch' : 'de']), {
    function: clubFunctionLabel(main),
    town: town.city,
  });
  const hasJob = random.chance(0.5);
  const place = placeOf(town, random);
  const team = demoTeam(random, country, town.state as StateCode);
  return {
    email,
    country,
    profile: {
      firstName,
      lastName,
      description: ch ? swissSpelling(description) : description,
      birthday: `${random.int(1962, 2006)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      gender,
      phone: demoPhone(country, random),
      address: { zip: place.zip, city: place.city, state: place.state, lat: place.lat, lon: place.lon },
      ...(hasJob
        ? {
            currentJob: {
              clubFunction: random.pick(['SPIELER', 'TRAINER', 'SCHIEDSRICHTER', 'BETREUER'] as const),
              clubName: random.pick(clubNames),
              ...team,
            },
          }
        : {}),
      interestedClubFunctions: interested,
      searchRadius: random.pick([0, 10, 15, 20, 25, 30, 50]),
    },
  };
}
