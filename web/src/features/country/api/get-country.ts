import type { Country } from '@anpfiff/schemas/catalogues/countries';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const countryKey = 'country';

export const getCountry = (): Promise<Country> => getJson<Country>(countryKey);

export function useCountry() {
  return useSWR(countryKey, getCountry, { revalidateOnFocus: false });
}
