import type { CurrentUser } from '@anpfiff/schemas/api/session';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const authenticationKey = 'authentication';

/** The signed-in user, or null when signed out. */
export const getAuthentication = (): Promise<CurrentUser | null> =>
  getJson<CurrentUser | null>(authenticationKey);

export function useAuthentication() {
  return useSWR(authenticationKey, getAuthentication, { revalidateOnFocus: true });
}
