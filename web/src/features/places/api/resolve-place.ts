import type { NearPlace } from '@anpfiff/schemas/api/places';
import { getJson } from '../../../lib/api-client';

/**
 * Checks a place typed for the search radius; the answer's `near` is how to keep it ("8001 Zürich" for
 * "8001"). A place the API does not know, or a name several towns carry, fails with its German refusal.
 */
export const resolvePlace = (near: string): Promise<NearPlace> =>
  getJson<NearPlace>(`places/resolve?${new URLSearchParams({ near }).toString()}`);
