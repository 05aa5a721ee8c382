import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

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

export const getOwnPerson = (): Promise<OwnPerson> => getJson<OwnPerson>(ownPersonKey);

export function useOwnPerson() {
  return useSWR(ownPersonKey, getOwnPerson);
}
