import { useEffect, useRef, useState } from 'react';
import { coalesce } from '../../../lib/coalesce';
import { type MatchingChange, useLiveMatchings } from '../api/subscribe-live-matchings';

/**
 * Reloads a list whenever the live stream reports a change that concerns it, one reload at a time with
 * a burst of changes folded into one (see coalesce), and counts the reloads so the page can announce
 * them to screen readers. After the page was hidden (the stream closes meanwhile) it reloads once when it
 * is shown again; that reload is not announced, as nothing need have changed.
 */
export function useLiveList(
  reload: () => unknown,
  concerns: (change: MatchingChange) => boolean = () => true,
) {
  const [updates, setUpdates] = useState(0);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  const changed = useRef(false);
  const refresh = useRef<() => void>(() => undefined);
  useEffect(() => {
    refresh.current = coalesce(async () => {
      const announce = changed.current;
      changed.current = false;
      await latest.current();
      if (announce) setUpdates((n) => n + 1);
    });
  }, []);
  useLiveMatchings(
    (change) => {
      if (!concerns(change)) return;
      changed.current = true;
      refresh.current();
    },
    () => refresh.current(),
  );
  return updates;
}
