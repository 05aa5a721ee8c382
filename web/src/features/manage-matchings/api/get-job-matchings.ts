import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { Matching } from './matching';

export type PersonMatching = PersonCard & { matching: Matching };

export const jobMatchingsKey = (slug: string) => `manage/jobs/${encodeURIComponent(slug)}/matchings`;

/** The people matching one of the club's offers, best first, with their contact data. */
export const getJobMatchings = (key: string): Promise<PersonMatching[]> => getJson<PersonMatching[]>(key);

export function useJobMatchings(slug: string) {
  return useSWR(jobMatchingsKey(slug), getJobMatchings);
}
