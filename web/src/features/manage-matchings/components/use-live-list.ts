import { useState } from 'react';
import { type MatchingChange, useLiveMatchings } from '../api/subscribe-live-matchings';

/**
 * Reloads a matchings list whenever the live stream reports a change that concerns it, and counts the
 * updates so the page can announce them to screen readers.
 */
export function useLiveList(
  reload: () => unknown,
  concerns: (change: MatchingChange) => boolean = () => true,
) {
  const [updates, setUpdates] = useState(0);
  useLiveMatchings((change) => {
    if (!concerns(change)) return;
    void Promise.resolve(reload()).then(() => setUpdates((n) => n + 1));
  });
  return updates;
}
