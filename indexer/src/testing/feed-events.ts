import type { EventHandler, StoredEvent } from '@anpfiff/core/events/event-log';
import type { AggregateType, EventType } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';

interface EventRow {
  id: string | number;
  type: EventType;
  aggregateType: AggregateType;
  aggregateId: string;
  country: 'CH' | 'DE' | null;
  version: number;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Tests only: hands the committed events after `afterOffset` to a handler in log order, as the event log
 * would deliver them, so a handler's effect can be checked step by step without a running consumer.
 * Returns the offset of the last event handed over.
 */
export async function feedEvents(
  db: Knex,
  handler: EventHandler,
  afterOffset = '0',
  types?: readonly EventType[],
): Promise<string> {
  const rows = (await db('events').where('id', '>', afterOffset).orderBy('id')) as EventRow[];
  let last = afterOffset;
  for (const row of rows) {
    last = String(row.id);
    if (types && !types.includes(row.type)) continue;
    const event: StoredEvent = { ...row, offset: last, occurredAt: new Date(row.occurredAt) };
    await handler(event, { db, group: 'test', attempt: 1 });
  }
  return last;
}
