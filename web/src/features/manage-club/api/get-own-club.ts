import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

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

export const getOwnClub = (): Promise<OwnClub> => getJson<OwnClub>(ownClubKey);

export function useOwnClub() {
  return useSWR(ownClubKey, getOwnClub);
}
