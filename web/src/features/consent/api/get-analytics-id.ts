import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const analyticsIdKey = 'analytics-id';

/** The analytics id, or null when the operator configured none. */
export const getAnalyticsId = (): Promise<string | null> => getJson<string | null>(analyticsIdKey);

/** Asks only when `enabled`: before consent the server is not even asked. */
export function useAnalyticsId(enabled: boolean) {
  return useSWR(enabled ? analyticsIdKey : null, getAnalyticsId, { revalidateOnFocus: false });
}
