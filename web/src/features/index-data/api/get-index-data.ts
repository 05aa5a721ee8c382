import type { IndexData } from '@anpfiff/schemas/api/site';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const indexDataKey = 'index-data';

/** States of the site's country and the club functions with their parents. */
export const getIndexData = (): Promise<IndexData> => getJson<IndexData>(indexDataKey);

/**
 * Loaded once: the catalogues do not change while a page is open. A failed load is tried again (SWR's
 * backoff) until it arrives, so the filters fill once the server answers again, not only after a reload.
 */
export function useIndexData() {
  return useSWR(indexDataKey, getIndexData, { revalidateOnFocus: false, shouldRetryOnError: true });
}
