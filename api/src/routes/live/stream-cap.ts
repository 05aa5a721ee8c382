/**
 * Live streams one account may hold open at once on one API process: a phone and a few browser tabs (a
 * tab shares one stream among its pages). Each stream costs a socket, a heartbeat's session look-up every
 * 15 s and, on opening, a resume scan of the log; without a cap one account opening thousands of them, or
 * reconnecting in a loop, takes the embedded database's one connection from everyone else.
 */
export const STREAMS_PER_ACCOUNT = 5;

export interface StreamCap {
  /**
   * A place for one more stream of `accountId`, or null when it holds `limit` already (opening ones
   * included, so a burst of opens cannot all pass before the first is counted). The returned release
   * frees the place; calling it again does nothing.
   */
  take(accountId: string): (() => void) | null;
  /** Streams `accountId` holds now. */
  held(accountId: string): number;
}

export function streamCap(limit = STREAMS_PER_ACCOUNT): StreamCap {
  const open = new Map<string, number>();
  return {
    take(accountId) {
      const count = open.get(accountId) ?? 0;
      if (count >= limit) return null;
      open.set(accountId, count + 1);
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
