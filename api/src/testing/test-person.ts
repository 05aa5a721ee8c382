import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';

/** A person in Bern with no interests, named as the test needs: matches nothing, so only what it tests changes. */
export function testPerson(
  firstName: string,
  lastName: string,
  over: Partial<PersonProfile> = {},
): PersonProfile {
  return {
    firstName,
    lastName,
    description: '',
    gender: 'FEMALE',
    address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 },
    interestedClubFunctions: [],
    searchRadius: 0,
    ...over,
  };
}
