import type { Country } from '@anpfiff/schemas/catalogues/countries';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const sitesKey = 'sites';

/** Country code → site URL, for the country switcher. */
export const getSites = (): Promise<Partial<Record<Country, string>>> => getJson(sitesKey);

export function useSites(enabled = true) {
  return useSWR(enabled ? sitesKey : null, getSites, { revalidateOnFocus: false });
}
