import useSWR from 'swr';
import type { Versioned } from '../../../components/form/form-values';
import { getVersionedRecord, sameVersionedRecord } from '../../../components/form/versioned-record';

/** The signed-in club in the shape of its edit form (empty fields are absent). */
export type OwnClub = {
  slug: string;
  name: string;
  description?: string;
  avatarUrl: string | null;
  address: { street?: string; zip?: string; city?: string };
  contactInformation?: Record<string, string | undefined>;
  websiteUrl?: string;
  twitterUrl?: string;
  instagramUrl?: string;
  facebookUrl?: string;
};

export const ownClubKey = 'manage/club';

/** The club with its version, which the edit form sends back when it saves. */
export const getOwnClub = (): Promise<Versioned<OwnClub>> => getVersionedRecord<OwnClub>(ownClubKey);

export function useOwnClub() {
  return useSWR(ownClubKey, getOwnClub, { compare: sameVersionedRecord });
}
