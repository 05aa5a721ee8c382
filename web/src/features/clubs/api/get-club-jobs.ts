import type { Job } from '@anpfiff/schemas/api/profiles';
import useSWR, { mutate } from 'swr';
import { getJson } from '../../../lib/api-client';

export const clubJobsKey = (slug: string) => `clubs/${encodeURIComponent(slug)}/jobs`;

const CLUB_JOBS_KEY = /^clubs\/[^/]+\/jobs$/;

export const getClubJobs = (key: string): Promise<Job[]> => getJson<Job[]>(key);

export function useClubJobs(slug: string) {
  return useSWR(clubJobsKey(slug), getClubJobs);
}

/**
 * A deleted offer leaves every cached offer list of a club at once (the "Mein Verein" preview, the club's
 * page), found by the shape of their keys: the page that deletes it knows the offer, not its club's slug.
 */
export const forgetClubJob = (jobSlug: string) =>
  mutate<Job[]>(
    (key) => typeof key === 'string' && CLUB_JOBS_KEY.test(key),
    (jobs) => jobs?.filter((job) => job.slug !== jobSlug),
  );
