import { useEffect, useRef, useState } from 'react';
import { coalesce } from '../../../lib/coalesce';
import { isBefore } from '../../../lib/log-position';
import { type MatchingChange, useLiveMatchings } from '../api/subscribe-live-matchings';

/**
 * Reloads a list whenever the live stream reports a change that concerns it, one reload at a time with
 * a burst of changes folded into one (see coalesce), and counts the reloads so the page can announce
 * them to screen readers. After the page was hidden (the stream closes meanwhile) it reloads once when it
 * is shown again; that reload is not announced, as nothing need have changed.
 *
 * The list and the page's stream are fetched at once, so a change could land after the list was read and
 * before the stream listened, and reach neither. `readAt`, the list's X-Live-Position (null while it is
 * not known), is compared with the position the stream listens from: a list read before it is reloaded
 * once, unannounced. A list that tells no position (`readAt` left out) is not compared.
 */
export function useLiveList(
  reload: () => unknown,
  concerns: (change: MatchingChange) => boolean = () => true,
  readAt?: string | null,
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
  // The stream's first position until the list's read is compared with it, once both are known.
  const listensFrom = useRef<string | null>(null);
  const read = useRef(readAt);
  const compare = useRef(() => {
    const from = listensFrom.current;
    if (from === null || read.current === undefined || read.current === null) return;
    listensFrom.current = null;
    if (isBefore(read.current, from)) refresh.current();
  });
  useEffect(() => {
    read.current = readAt;
    compare.current();
  }, [readAt]);
  useLiveMatchings(
    (change) => {
      if (!concerns(change)) return;
      changed.current = true;
      refresh.current();
    },
    () => {
      // Fetched anew from the stream's start anyway: nothing left to compare.
      listensFrom.current = null;
      refresh.current();
    },
    (position) => {
      listensFrom.current = position;
      compare.current();
    },
  );
  return updates;
}
