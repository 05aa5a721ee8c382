import type { StoredEvent } from './event-log';

/**
 * Names the work an event gives its group, for a handler that re-reads current state: two events with the
 * same key make the handler do the same thing, so handling the later one covers the earlier. Undefined for
 * an event whose handling depends on the event itself (a mail it sends, a payload it reads) or that does
 * nothing: such an event is always handled and never covers another.
 */
export type CoalesceKey = (event: StoredEvent) => string | undefined;

/**
 * The key of handlers that re-read the aggregate an event names (the indexer, the recipients directory),
 * except for an account's deletion: the account can no longer be read, so its handler reads the event.
 */
export const byAggregateRead: CoalesceKey = (event) =>
  event.type === 'account.deleted' ? undefined : `${event.aggregateType}:${event.aggregateId}`;

/**
 * The positions in `events` (one batch, in log order) whose work a later event of the same batch does
 * again. Catching up — a first start on seeded data, a replay, a consumer back from an outage — handles
 * an account's registration and verification, or a profile saved three times, once instead of each time.
 * A skipped event still counts as handled: its checkpoint moves, and should the later event fail and be
 * parked, redriving it re-reads the same state.
 */
export function supersededInBatch(
  events: readonly (StoredEvent | undefined)[],
  key: CoalesceKey | undefined,
): Set<number> {
  const superseded = new Set<number>();
  if (!key) return superseded;
  const later = new Set<string>();
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i];
    const k = event && key(event);
    if (k === undefined) continue;
    if (later.has(k)) superseded.add(i);
    else later.add(k);
  }
  return superseded;
}
