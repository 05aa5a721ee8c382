import type { PlaceSuggestion } from '@anpfiff/schemas/api/places';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export const placeSuggestionsKey = (text: string) =>
  `places?${new URLSearchParams({ query: text }).toString()}`;

export const getPlaceSuggestions = (key: string): Promise<PlaceSuggestion[]> =>
  getJson<PlaceSuggestion[]>(key);

/**
 * Places whose postcode or name starts as typed; nothing asked for an empty box. The last list stays while
 * the next loads, so the list does not flicker with each letter.
 */
export function usePlaceSuggestions(text: string, onArrival?: (places: PlaceSuggestion[]) => void) {
  const typed = text.trim();
  return useSWR(typed ? placeSuggestionsKey(typed) : null, getPlaceSuggestions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    ...(onArrival ? { onSuccess: onArrival } : {}),
  });
}
