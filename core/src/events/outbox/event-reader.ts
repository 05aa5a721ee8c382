import type { AggregateType, EventType } from '@anpfiff/schemas/events/domain-event';
import type { LogPosition } from '@anpfiff/schemas/events/log-position';
import type { Knex } from 'knex';
import type { StoredEvent } from '../event-log';

/**
 * Readers walk the log in (tx_id, id) order and only over transactions older than every transaction still
 * in flight (`tx_id < pg_snapshot_xmin`). That part of the log can no longer change, so a reader never
 * steps past an event that commits later. Walking by `id` alone is not safe on a server: ids are drawn
 * before commit, so id 7 can become visible while id 6's transaction is still open, and a checkpoint at 7
 * would skip 6 for good. Positions, their text and their order are shared with the pages (schemas).
 */
export {
  comparePositions,
  formatPosition,
  isEventOffset,
  LOG_START,
  type LogPosition,
  parsePosition,
} from '@anpfiff/schemas/events/log-position';

export interface LoggedEvent {
  event: StoredEvent;
  position: LogPosition;
}

/** The transactions whose events are final: none of them is still running. */
export const COMMITTED = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';
export const AFTER = '(tx_id, id) > (?::xid8, ?::bigint)';

const COLUMNS = [
  'id',
  'txId',
  'type',
  'aggregateType',
  'aggregateId',
  'country',
  'version',
  'payload',
  'occurredAt',
] as const;

interface EventRow {
  id: string | number;
  txId: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  country: string | null;
  version: number;
  payload: Record<string, unknown> | string;
  occurredAt: Date | string;
}

export function toLoggedEvent(row: EventRow): LoggedEvent {
  return {
    event: {
      // PGlite hands bigints over as numbers, pg as strings: the port promises strings.
      offset: String(row.id),
      type: row.type as EventType,
      aggregateType: row.aggregateType as AggregateType,
      aggregateId: row.aggregateId,
      country: (row.country?.trim() || null) as StoredEvent['country'],
      version: row.version,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      occurredAt: new Date(row.occurredAt),
    },
    position: { txId: String(row.txId), offset: String(row.id) },
  };
}

export async function readAfter(db: Knex, after: LogPosition, limit: number): Promise<LoggedEvent[]> {
  const rows: EventRow[] = await db('events')
    .select(COLUMNS)
    .whereRaw(AFTER, [after.txId, after.offset])
    .whereRaw(COMMITTED)
    .orderBy([{ column: 'txId' }, { column: 'id' }])
    .limit(limit);
  return rows.map(toLoggedEvent);
}

/**
 * The next events of a group together with the checkpoint they follow, in one query: on PGlite every
 * query costs about a millisecond, so a consumer cycle of one query instead of two matters.
 */
export async function readGroupBatch(
  db: Knex,
  group: string,
  limit: number,
): Promise<{ generation: number; events: LoggedEvent[] } | { generation: undefined; events: [] }> {
  const result = await db.raw(
    `select c.generation, e.id, e.tx_id as "txId", e.type, e.aggregate_type as "aggregateType",
            e.aggregate_id as "aggregateId", e.country, e.version, e.payload, e.occurred_at as "occurredAt"
       from event_consumers c
       cross join lateral (
         select * from events
          where (tx_id, id) > (c.position_tx_id, c.position_offset) and ${COMMITTED}
          order by tx_id, id
          limit ?
       ) e
      where c.group_name = ?`,
    [limit, group],
  );
  const rows = (result as { rows: (EventRow & { generation: number })[] }).rows;
  const first = rows[0];
  return first
    ? { generation: first.generation, events: rows.map(toLoggedEvent) }
    : { generation: undefined, events: [] };
}

export interface TypedBatch {
  generation: number;
  /** The group's next events of its types, at most `limit`. */
  events: LoggedEvent[];
  /**
   * The last event looked at, of any type, when `events` holds every event of the group's types up to it:
   * a group may move its checkpoint there once it has handled `events`, past the events it does not read.
   */
  scannedTo: LogPosition | null;
  /** Whether the look reached its limit, so more of the log may follow at once. */
  scannedFull: boolean;
}

/**
 * readGroupBatch for a group that handles some event types only: the database looks at up to `scanLimit`
 * events after the checkpoint and returns only those of the group's types. Without this, every group
 * fetched and skipped each of the others' events itself — a save that changes a thousand matchings made
 * every group read a thousand events in ten round trips on the embedded database's one connection.
 */
export async function readTypedGroupBatch(
  db: Knex,
  group: string,
  types: readonly string[],
  limit: number,
  scanLimit: number,
): Promise<TypedBatch | { generation: undefined }> {
  const result = await db.raw(
    `with c as (
       select generation, position_tx_id, position_offset from event_consumers where group_name = ?
     ), scanned as (
       -- Lateral, as in readGroupBatch: an index scan from the checkpoint, never a scan of the whole log.
       select s.tx_id, s.id, s.type from c cross join lateral (
         select tx_id, id, type from events
          where (tx_id, id) > (c.position_tx_id, c.position_offset) and ${COMMITTED}
          order by tx_id, id
          limit ?
       ) s
     ), wanted as (
       select id from scanned where type = any(?::text[]) order by tx_id, id limit ?
     ), last as (
       select tx_id, id, (select count(*) from scanned)::int as n from scanned order by tx_id desc, id desc limit 1
     )
     select c.generation, last.tx_id as "scannedTx", last.id as "scannedId", last.n as "scannedCount",
            e.id, e.tx_id as "txId", e.type, e.aggregate_type as "aggregateType",
            e.aggregate_id as "aggregateId", e.country, e.version, e.payload, e.occurred_at as "occurredAt"
       from c cross join last
       left join wanted w on true
       left join events e on e.id = w.id
      order by e.tx_id, e.id`,
    [group, scanLimit, [...types], limit],
  );
  type Row = Partial<EventRow> & {
    generation: number;
    scannedTx: string;
    scannedId: string | number;
    scannedCount: number;
  };
  const rows = (result as { rows: Row[] }).rows;
  const first = rows[0];
  if (!first) return { generation: undefined };
  const events = rows.filter((row) => row.id != null).map((row) => toLoggedEvent(row as EventRow));
  return {
    generation: first.generation,
    events,
    scannedTo:
      events.length < limit ? { txId: String(first.scannedTx), offset: String(first.scannedId) } : null,
    scannedFull: first.scannedCount >= scanLimit,
  };
}

/** The newest `count` final events, oldest first. */
export async function readLast(db: Knex, count: number): Promise<LoggedEvent[]> {
  const rows: EventRow[] = await db('events')
    .select(COLUMNS)
    .whereRaw(COMMITTED)
    .orderBy([
      { column: 'txId', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(count);
  return rows.reverse().map(toLoggedEvent);
}

export async function readByOffsets(db: Knex, offsets: string[]): Promise<Map<string, LoggedEvent>> {
  if (offsets.length === 0) return new Map();
  const rows: EventRow[] = await db('events').select(COLUMNS).whereIn('id', offsets);
  return new Map(rows.map((row) => [String(row.id), toLoggedEvent(row)]));
}

export async function countAfter(db: Knex, after: LogPosition): Promise<number> {
  const [row] = await db('events')
    .count({ n: '*' })
    .whereRaw(AFTER, [after.txId, after.offset])
    .whereRaw(COMMITTED);
  return Number(row?.n ?? 0);
}

/** The last final event's position, or null for an empty log. */
export async function headPosition(db: Knex): Promise<LogPosition | null> {
  const [last] = await readLast(db, 1);
  return last ? last.position : null;
}

/**
 * Where a group must stand so that every event at or after `offset` comes again: just before the first
 * of them in walking order. Events of other transactions that committed in between may come again too.
 */
export async function positionBeforeOffset(db: Knex, offset: string): Promise<LogPosition | null> {
  const [first]: { id: string | number; txId: string }[] = await db('events')
    .select('id', 'txId')
    .where('id', '>=', offset)
    .whereRaw(COMMITTED)
    .orderBy([{ column: 'txId' }, { column: 'id' }])
    .limit(1);
  return first ? { txId: String(first.txId), offset: String(BigInt(first.id) - 1n) } : null;
}

/** The first offset whose event occurred at or after `since` (null if none). */
export async function firstOffsetSince(db: Knex, since: Date): Promise<string | null> {
  const [row] = await db('events').min({ id: 'id' }).where('occurredAt', '>=', since).whereRaw(COMMITTED);
  return row?.id === null || row?.id === undefined ? null : String(row.id);
}
