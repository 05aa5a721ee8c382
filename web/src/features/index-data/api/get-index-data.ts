import type { IndexData } from '@anpfiff/schemas/api/site';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const indexDataKey = 'index-data';

/** States of the site's country and the club functions with their parents. */
export const getIndexData = (): Promise<IndexData> => getJson<IndexData>(indexDataKey);

export function useIndexData() {
  return useSWR(indexDataKey, getIndexData, { revalidateOnFocus: false });
}
