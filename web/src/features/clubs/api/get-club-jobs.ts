import type { Job } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const clubJobsKey = (slug: string) => `clubs/${encodeURIComponent(slug)}/jobs`;

export const getClubJobs = (key: string): Promise<Job[]> => getJson<Job[]>(key);

export function useClubJobs(slug: string) {
  return useSWR(clubJobsKey(slug), getClubJobs);
}
