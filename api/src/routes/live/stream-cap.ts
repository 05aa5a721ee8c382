/**
 * Live streams one account may hold open at once on one API process: a phone and a few browser tabs (a
 * tab shares one stream among its pages). Each stream costs a socket, a heartbeat's session look-up every
 * 15 s and, on opening, a resume scan of the log; without a cap one account opening thousands of them, or
 * reconnecting in a loop, takes the embedded database's one connection from everyone else.
 */
export const STREAMS_PER_ACCOUNT = 5;

/**
 * Streams one account may open per minute on one API process. A browser reconnects 3 s after a drop (the
 * stream's `retry`), so a phone on a flaky line opens up to 20 a minute and a few tabs after a restart a
 * few more; a loop of open-and-close beyond that only repeats the resume scans.
 */
export const OPENS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

export interface StreamCap {
  /**
   * A place for one more stream of `accountId`, or null when it holds `limit` already (opening ones
   * included, so a burst of opens cannot all pass before the first is counted) or opened `opensPerMinute`
   * in the last minute. The returned release frees the place; calling it again does nothing.
   */
  take(accountId: string): (() => void) | null;
  /** Streams `accountId` holds now. */
  held(accountId: string): number;
}

export function streamCap(
  limit = STREAMS_PER_ACCOUNT,
  { opensPerMinute = OPENS_PER_MINUTE, now = Date.now } = {},
): StreamCap {
  const open = new Map<string, number>();
  // Times of each account's opens within the last minute, oldest first.
  const opened = new Map<string, number[]>();
  let sweptAt = now();
  const recentOpens = (accountId: string, at: number) => {
    const times = (opened.get(accountId) ?? []).filter((t) => at - t < MINUTE_MS);
    if (times.length > 0) opened.set(accountId, times);
    else opened.delete(accountId);
    return times;
  };
  return {
    take(accountId) {
      const at = now();
      // Once a minute the accounts that stopped opening are forgotten, so the map holds recent ones only.
      if (at - sweptAt >= MINUTE_MS) {
        for (const id of [...opened.keys()]) recentOpens(id, at);
        sweptAt = at;
      }
      const count = open.get(accountId) ?? 0;
      const times = recentOpens(accountId, at);
      if (count >= limit || times.length >= opensPerMinute) return null;
      open.set(accountId, count + 1);
      opened.set(accountId, [...times, at]);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(accountId) ?? 1) - 1;
        // No entry per account that once streamed: the map holds only accounts with a stream open.
        if (left > 0) open.set(accountId, left);
        else open.delete(accountId);
      };
    },
    held: (accountId) => open.get(accountId) ?? 0,
  };
}
