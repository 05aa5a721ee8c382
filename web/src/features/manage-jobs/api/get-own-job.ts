import useSWR from 'swr';
import type { Versioned } from '../../../components/form/form-values';
import { getVersionedRecord, sameVersionedRecord } from '../../../components/form/versioned-record';

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

/** The offer with its version, which the edit form sends back when it saves. */
export const getOwnJob = (key: string): Promise<Versioned<OwnJobDetail>> =>
  getVersionedRecord<OwnJobDetail>(key);

/** `enabled: false` asks nothing (the create form shares its page with the edit form). */
export function useOwnJob(slug: string, enabled = true) {
  return useSWR(enabled ? ownJobKey(slug) : null, getOwnJob, { compare: sameVersionedRecord });
}
