import type { JobOffer } from '@anpfiff/schemas/entities/profiles';

/** A trainer offer in Bern with no extras, as the race and deletion tests need one: only its club matters. */
export function testJob(over: Partial<JobOffer> = {}): JobOffer {
  return {
    clubFunction: 'TRAINER',
    salary: 0,
    searchRadius: 10,
    description: '',
    jobExtras: [],
    address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 },
    contactInformation: {},
    ...over,
  };
}
