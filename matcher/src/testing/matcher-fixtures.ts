import type { PersonProfile, Place } from '@anpfiff/schemas/entities/profiles';

// The places and the person the matcher's integration suites share: Zürich and Winterthur are 20 km apart.
export const ZURICH: Place = { zip: '8001', city: 'Zürich', state: 'CH-ZH', lat: 47.3769, lon: 8.5417 };
export const WINTERTHUR: Place = {
  zip: '8400',
  city: 'Winterthur',
  state: 'CH-ZH',
  lat: 47.4988,
  lon: 8.7237,
};

/** Lea Meier in Zürich, looking for trainer offers within 30 km; `over` changes what a test needs. */
export const leaProfile = (over: Partial<PersonProfile> = {}): PersonProfile => ({
  firstName: 'Lea',
  lastName: 'Meier',
  description: '',
  gender: 'FEMALE',
  address: ZURICH,
  interestedClubFunctions: ['TRAINER'],
  searchRadius: 30,
  ...over,
});
