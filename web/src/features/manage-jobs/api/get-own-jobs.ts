import type { OwnJob } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const ownJobsKey = 'manage/jobs';

/** The signed-in club's offers, newest first, each with its number of matching people. */
export const getOwnJobs = (): Promise<OwnJob[]> => getJson<OwnJob[]>(ownJobsKey);

export function useOwnJobs() {
  return useSWR(ownJobsKey, getOwnJobs);
}
