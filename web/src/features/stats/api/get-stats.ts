import type { Stats } from '@anpfiff/schemas/api/stats';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const statsKey = 'stats';

export const getStats = (): Promise<Stats> => getJson<Stats>(statsKey);

export function useStats() {
  return useSWR(statsKey, getStats);
}
