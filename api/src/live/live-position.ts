import { formatPosition, headPosition } from '@anpfiff/core/events/outbox/event-reader';
import type { AppRouterContext } from '../app-types';

/**
 * Takes the log position up to which a live list's answer will hold every change, for X-Live-Position: the
 * newest event below the transaction horizon, read before the list, so every event up to it has
 * committed. The page compares it with the position its live stream listens from
 * (routes/live/live.router.ts) and fetches the list again if that lies further: a change between the two
 * would reach neither. The log's head, not the live hub's own position, which trails it: a list read while
 * the hub caught up would be fetched twice. Call it first, and the returned function once the answer is set.
 */
export async function takeLivePosition(ctx: AppRouterContext): Promise<() => void> {
  const head = ctx.deps.live ? await headPosition(ctx.deps.db) : null;
  return () => {
    if (head) ctx.set('X-Live-Position', formatPosition(head));
  };
}
