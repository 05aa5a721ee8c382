import type { Club } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const clubKey = (slug: string) => `clubs/${encodeURIComponent(slug)}`;

export const getClub = (key: string): Promise<Club> => getJson<Club>(key);

export function useClub(slug: string) {
  return useSWR(clubKey(slug), getClub);
}
