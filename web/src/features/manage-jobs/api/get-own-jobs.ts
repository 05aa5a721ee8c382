import type { OwnJob } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getLiveList } from '../../../lib/api-client';

export const ownJobsKey = 'manage/jobs';

/** The club's offers as fetched, and the log position their matching counts reach to (use-live-list.ts). */
export interface OwnJobs {
  jobs: OwnJob[];
  livePosition: string | null;
}

/** The signed-in club's offers, newest first, each with its number of matching people. */
export async function getOwnJobs(): Promise<OwnJobs> {
  const { items, livePosition } = await getLiveList<OwnJob>(ownJobsKey);
  return { jobs: items, livePosition };
}

export function useOwnJobs() {
  return useSWR(ownJobsKey, getOwnJobs);
}
