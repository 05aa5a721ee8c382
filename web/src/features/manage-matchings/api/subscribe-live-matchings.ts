import { useEffect, useRef } from 'react';
import { sharedEventSource } from '../../../lib/shared-event-source';

export const liveMatchingsUrl = '/api/manage/live';

/** One matching of the signed-in person, or of one of the signed-in club's offers, changed. */
export interface MatchingChange {
  jobId: string;
  personId: string;
  change: 'added' | 'updated' | 'removed';
}

const subscribe = sharedEventSource(liveMatchingsUrl, 'matching');

/**
 * Listens to the Server-Sent Events stream `GET api/manage/live` and calls `onChange` for every matching
 * change of the signed-in user. All lists of a page share one connection, open while the page is visible
 * (see sharedEventSource). The browser reconnects by itself and resumes with `Last-Event-ID`, so nothing
 * is missed while a connection drops; after the page was hidden `onResync` asks to fetch the list again.
 * Returns the function that stops listening.
 */
export function subscribeLiveMatchings(
  onChange: (change: MatchingChange) => void,
  onResync: () => void = () => undefined,
  onReady?: (position: string) => void,
): () => void {
  return subscribe(
    (data) => {
      let change: MatchingChange;
      try {
        change = JSON.parse(data) as MatchingChange;
      } catch {
        // A frame that is not JSON carries nothing to act on.
        return;
      }
      onChange(change);
    },
    onResync,
    onReady,
  );
}

/** Listens to the live stream while the calling page is shown. */
export function useLiveMatchings(
  onChange: (change: MatchingChange) => void,
  onResync: () => void,
  onReady?: (position: string) => void,
): void {
  const latest = useRef({ onChange, onResync, onReady });
  useEffect(() => {
    latest.current = { onChange, onResync, onReady };
  });
  useEffect(
    () =>
      subscribeLiveMatchings(
        (change) => latest.current.onChange(change),
        () => latest.current.onResync(),
        (position) => latest.current.onReady?.(position),
      ),
    [],
  );
}
