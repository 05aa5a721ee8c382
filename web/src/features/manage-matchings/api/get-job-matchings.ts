import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import type { Matching } from './matching';
import { useMatchingPages } from './use-matching-pages';

export type PersonMatching = PersonCard & { matching: Matching };

export const jobMatchingsPath = (slug: string) => `manage/jobs/${encodeURIComponent(slug)}/matchings`;

/** The people matching one of the club's offers, best first, with their contact data, in pages. */
export function useJobMatchings(slug: string) {
  return useMatchingPages<PersonMatching>(jobMatchingsPath(slug));
}
