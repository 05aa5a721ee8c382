import useSWR, { mutate } from 'swr';
import { getJson } from '../../../lib/api-client';

/** A crest the club may adopt; `uri` goes back to the API to adopt it, `source` is credited. */
export interface EmblemCandidate {
  uri: string;
  name: string;
  source: string;
}

export const clubEmblemsKey = 'club-emblem';

/** Crests found for the club's own name (the API uses the name when no query is given). */
export const getClubEmblems = (): Promise<EmblemCandidate[]> => getJson<EmblemCandidate[]>(clubEmblemsKey);

/** Asks only while the picker is open, and afresh each time it opens. */
export function useClubEmblems(open: boolean) {
  return useSWR(open ? clubEmblemsKey : null, getClubEmblems, {
    revalidateOnFocus: false,
    revalidateIfStale: true,
    dedupingInterval: 0,
  });
}

/**
 * Forgets what the last opening found: the next one shows 'Wappen werden gesucht …' until its own answer
 * is there, not the old candidates (found for a name the club may have changed since) meanwhile.
 */
export const forgetClubEmblems = () => mutate(clubEmblemsKey, undefined, { revalidate: false });
