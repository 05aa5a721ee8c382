import type { Job } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import type { Matching } from './matching';

export type JobMatching = Job & { matching: Matching };

export const personMatchingsKey = 'manage/person/matchings';

/** 'Passende Angebote': the signed-in person's matching offers, best first. */
export const getPersonMatchings = (): Promise<JobMatching[]> => getJson<JobMatching[]>(personMatchingsKey);

export function usePersonMatchings() {
  return useSWR(personMatchingsKey, getPersonMatchings);
}
