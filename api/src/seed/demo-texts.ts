import { type ClubFunction, jobTypeOf } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { PersonGender } from '@anpfiff/schemas/catalogues/person';
import { JOB_DESCRIPTIONS } from './demo-data/job-texts';
import { PERSON_DESCRIPTIONS } from './demo-data/person-texts';
import type { CurrentActivity, DemoRole, OfferText, PersonText, TeamStage } from './demo-data/text-types';

// The large data set asks for texts hundreds of thousands of times, always for the same few hundred
// combinations: each list is filtered once.
const offerCache = new Map<string, readonly OfferText[]>();
const personCache = new Map<string, readonly PersonText[]>();

function cached<T>(cache: Map<string, readonly T[]>, key: string, filter: () => T[]): readonly T[] {
  let texts = cache.get(key);
  if (!texts) cache.set(key, (texts = filter()));
  return texts;
}

/** The texts that may describe an offer for `role`, for a team of `stage` or (undefined) for none. */
export function offerTexts(
  country: Country,
  role: ClubFunction,
  stage: TeamStage | undefined,
): readonly OfferText[] {
  return cached(offerCache, `${country} ${role} ${stage}`, () => filterOfferTexts(country, role, stage));
}

function filterOfferTexts(country: Country, role: ClubFunction, stage: TeamStage | undefined): OfferText[] {
  return JOB_DESCRIPTIONS[jobTypeOf(role)][country === 'CH' ? 'ch' : 'de'].filter(
    (t) =>
      (!t.roles || t.roles.includes(role)) &&
      (stage === undefined ? !t.stages && !t.text.includes('{team}') : !t.stages || t.stages.includes(stage)),
  );
}

export interface PersonFacts {
  /** The function the person wishes for first; undefined if they wish for nothing now. */
  wish: ClubFunction | undefined;
  current: CurrentActivity;
  gender: PersonGender;
  birthYear: number;
}

/** The texts that may describe a person with these facts. */
export function personTexts(country: Country, facts: PersonFacts): readonly PersonText[] {
  const { wish, current, gender, birthYear } = facts;
  const key = `${country} ${wish} ${current} ${gender} ${birthYear}`;
  return cached(personCache, key, () => filterPersonTexts(country, facts));
}

function filterPersonTexts(country: Country, facts: PersonFacts): PersonText[] {
  const { wish, current, gender, birthYear } = facts;
  const family: DemoRole | 'idle' = wish ? jobTypeOf(wish) : 'idle';
  return PERSON_DESCRIPTIONS[family][country === 'CH' ? 'ch' : 'de'].filter(
    (t) =>
      (!t.roles || (wish !== undefined && t.roles.includes(wish))) &&
      (!t.current || t.current.includes(current)) &&
      (!t.genders || t.genders.includes(gender)) &&
      (!t.born || (t.born[0] <= birthYear && birthYear <= t.born[1])),
  );
}
