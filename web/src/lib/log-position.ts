/** Digits without leading zeros, compared as numbers of any size: by length first, then digit by digit. */
function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const POSITION = /^(0|[1-9]\d*)-(0|[1-9]\d*)$/;

/**
 * Whether the event log position `a` lies before `b`. Positions are what the live stream sends as its ids
 * and the lists in X-Live-Position: "<transaction>-<offset>", in the log's order by both. Either one
 * unreadable counts as before, so that a list is fetched once too often rather than left behind.
 */
export function isBefore(a: string, b: string): boolean {
  const [, aTx = '', aOffset = ''] = POSITION.exec(a) ?? [];
  const [, bTx = '', bOffset = ''] = POSITION.exec(b) ?? [];
  if (!aTx || !bTx) return true;
  return (compareDigits(aTx, bTx) || compareDigits(aOffset, bOffset)) < 0;
}
