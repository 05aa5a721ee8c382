import useSWR from 'swr';
import type { Versioned } from '../../../components/form/form-values';
import { getVersionedRecord, sameVersionedRecord } from '../../../components/form/versioned-record';

/** The signed-in person in the shape of the profile form (empty fields are absent). */
export type OwnPerson = {
  slug: string;
  email: string;
  firstName?: string;
  lastName?: string;
  description?: string;
  birthday?: string;
  gender?: string;
  phone?: string;
  avatarUrl: string | null;
  address: { zip?: string; city?: string };
  websiteUrl?: string;
  twitterUrl?: string;
  instagramUrl?: string;
  facebookUrl?: string;
  currentJob: Record<string, string | undefined>;
  interestedClubFunctions: string[];
  searchRadius: number;
};

export const ownPersonKey = 'manage/person';

/** The profile with its version, which the edit form sends back when it saves. */
export const getOwnPerson = (): Promise<Versioned<OwnPerson>> => getVersionedRecord<OwnPerson>(ownPersonKey);

export function useOwnPerson() {
  return useSWR(ownPersonKey, getOwnPerson, { compare: sameVersionedRecord });
}
