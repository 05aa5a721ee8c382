import { useEffect, useRef } from 'react';

export const liveMatchingsUrl = '/api/manage/live';

/** One matching of the signed-in person, or of one of the signed-in club's offers, changed. */
export interface MatchingChange {
  jobId: string;
  personId: string;
  change: 'added' | 'updated' | 'removed';
}

/**
 * Opens the Server-Sent Events stream `GET api/manage/live` and calls `onChange` for every matching change
 * of the signed-in user. The browser reconnects by itself and resumes with `Last-Event-ID`, so nothing
 * is missed while a connection drops. Returns the close function.
 */
export function subscribeLiveMatchings(onChange: (change: MatchingChange) => void): () => void {
  const source = new EventSource(liveMatchingsUrl, { withCredentials: true });
  source.addEventListener('matching', (event) => {
    try {
      onChange(JSON.parse((event as MessageEvent<string>).data) as MatchingChange);
    } catch {
      // A frame that is not JSON carries nothing to act on.
    }
  });
  return () => source.close();
}

/** Keeps the live stream open while the calling page is shown. */
export function useLiveMatchings(onChange: (change: MatchingChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => subscribeLiveMatchings((change) => latest.current(change)), []);
}
