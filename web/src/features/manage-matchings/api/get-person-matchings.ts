import type { Job } from '@anpfiff/schemas/api/profiles';
import type { Matching } from './matching';
import { useMatchingPages } from './use-matching-pages';

export type JobMatching = Job & { matching: Matching };

export const personMatchingsPath = 'manage/person/matchings';

/** 'Passende Angebote': the signed-in person's matching offers, best first, in pages. */
export function usePersonMatchings() {
  return useMatchingPages<JobMatching>(personMatchingsPath);
}
