import { comparePositions, parsePosition } from '@anpfiff/schemas/events/log-position';

/**
 * Whether the event log position `a` lies before `b`: the live stream's ids and the lists'
 * X-Live-Position, as the server orders them. Either one unreadable counts as before, so that a list is
 * fetched once too often rather than left behind.
 */
export function isBefore(a: string, b: string): boolean {
  const from = parsePosition(a);
  const to = parsePosition(b);
  return !from || !to || comparePositions(from, to) < 0;
}
