import type { PlaceSuggestion } from '@anpfiff/schemas/api/places';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

/**
 * Places whose postcode or name starts as typed; nothing asked for an empty box. The last list stays while
 * the next loads, so the list does not flicker with each letter.
 */
export function usePlaceSuggestions(text: string, onArrival?: (places: PlaceSuggestion[]) => void) {
  const typed = text.trim();
  const key = typed ? `places?${new URLSearchParams({ query: typed }).toString()}` : null;
  return useSWR(key, getJson<PlaceSuggestion[]>, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    ...(onArrival ? { onSuccess: onArrival } : {}),
  });
}
