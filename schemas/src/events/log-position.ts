/**
 * A place in the event log: `(tx_id, id)`, the order in which readers walk it. The server hands positions
 * out as text (`formatPosition`): the live stream's event ids and the lists' X-Live-Position. The rule for
 * reading and ordering them lives here because both the server and the pages compare them.
 */
export interface LogPosition {
  txId: string;
  offset: string;
}

export const LOG_START: LogPosition = { txId: '0', offset: '0' };

/** The largest `tx_id` (xid8, unsigned) and event id (bigint) the columns can hold. */
const MAX_TX_ID = 2n ** 64n - 1n;
const MAX_OFFSET = 2n ** 63n - 1n;

/** A position as text, e.g. for a Server-Sent Events id: `<tx_id>-<offset>`. */
export function formatPosition(position: LogPosition): string {
  return `${position.txId}-${position.offset}`;
}

/** Whether `text` is an event id the events table could hold: digits, within bigint. */
export function isEventOffset(text: string): boolean {
  return /^\d{1,19}$/.test(text) && BigInt(text) <= MAX_OFFSET;
}

/**
 * The position `formatPosition` wrote, or null for anything else, numbers past what the columns hold
 * included: such a position comes from a client (a stream's Last-Event-ID), and the query would fail.
 */
export function parsePosition(text: string): LogPosition | null {
  const [, txId, offset] = /^(\d{1,20})-(\d{1,19})$/.exec(text) ?? [];
  if (!txId || !offset || BigInt(txId) > MAX_TX_ID || !isEventOffset(offset)) return null;
  return { txId, offset };
}

/** Log order: by transaction, then by offset within it. */
export function comparePositions(a: LogPosition, b: LogPosition): number {
  const tx = BigInt(a.txId) - BigInt(b.txId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const id = BigInt(a.offset) - BigInt(b.offset);
  return id === 0n ? 0 : id < 0n ? -1 : 1;
}
