import type { NearPlace } from '@anpfiff/schemas/api/places';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

const placeKey = (near: string) => `places/resolve?${new URLSearchParams({ near }).toString()}`;

/**
 * Checks a place typed for the search radius; the answer's `near` is how to keep it ("8001 Zürich" for
 * "8001"). A place the API does not know, or a name several towns carry, fails with its German refusal.
 */
export const resolvePlace = (near: string): Promise<NearPlace> => getJson<NearPlace>(placeKey(near));

/** Where a place lies, for the map of a search around it; the gazetteer does not change while a page is open. */
export function usePlace(near: string) {
  return useSWR(near ? placeKey(near) : null, getJson<NearPlace>, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
