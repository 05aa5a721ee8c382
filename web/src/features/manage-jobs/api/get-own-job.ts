import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

/** One of the club's own offers in the shape of the offer form (empty fields are absent). */
export type OwnJobDetail = {
  id: string;
  slug: string;
  createdAt: string;
  clubFunction: string;
  subClubFunction?: string;
  teamCategory?: string;
  teamGender?: string;
  league?: string;
  salary: number;
  searchRadius: number;
  description: string;
  jobExtras: string[];
  address: { zip?: string; city?: string };
  contactInformation?: Record<string, string | undefined>;
};

export const ownJobKey = (slug: string) => `manage/jobs/${encodeURIComponent(slug)}`;

export const getOwnJob = (key: string): Promise<OwnJobDetail> => getJson<OwnJobDetail>(key);

/** `enabled: false` asks nothing (the create form shares its page with the edit form). */
export function useOwnJob(slug: string, enabled = true) {
  return useSWR(enabled ? ownJobKey(slug) : null, getOwnJob);
}
