import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const personKey = (slug: string) => `people/${encodeURIComponent(slug)}`;

export const getPerson = (key: string): Promise<PersonCard> => getJson<PersonCard>(key);

export function usePerson(slug: string) {
  return useSWR(personKey(slug), getPerson);
}
