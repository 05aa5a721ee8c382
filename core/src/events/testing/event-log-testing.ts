import type { DomainEvent } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';
import type { EventHandler, EventLog, StoredEvent } from '../event-log';

/** Waits for a condition the code under test brings about asynchronously; the limit only ends a hung test. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** An event as a consumer is handed it, for tests of what a group does with one. */
export function storedEvent(
  type: StoredEvent['type'],
  aggregateId: string,
  payload: Record<string, unknown> = {},
): StoredEvent {
  return {
    offset: '1',
    type,
    aggregateType: type.split('.')[0] as StoredEvent['aggregateType'],
    aggregateId,
    country: 'CH',
    version: 1,
    payload,
    occurredAt: new Date(),
  };
}

export function clubUpdated(aggregateId: string, version: number, country: 'CH' | 'DE' = 'CH'): DomainEvent {
  return { type: 'club.updated', aggregateId, country, version };
}

/** Appends the events in one committed transaction, as a command would; returns their offsets. */
export async function appendCommitted(log: EventLog, db: Knex, events: DomainEvent[]): Promise<string[]> {
  return db.transaction(async (trx) => {
    const offsets: string[] = [];
    for (const event of events) offsets.push(await log.append(trx, event));
    return offsets;
  });
}

/** A handler that records what it saw, in order. */
export function recorder(): { seen: StoredEvent[]; handler: EventHandler } {
  const seen: StoredEvent[] = [];
  return {
    seen,
    handler: async (event) => {
      seen.push(event);
    },
  };
}

/**
 * A derived state the way indexer and matcher keep theirs: re-derived per aggregate, idempotent (the
 * newest version wins), so replaying any range converges to the same rows.
 */
export async function createProjection(db: Knex, table: string): Promise<EventHandler> {
  await db.schema.createTable(table, (t) => {
    t.text('aggregate_id').primary();
    t.integer('version').notNullable();
    t.text('type').notNullable();
    t.text('country');
  });
  return async (event, { db: handlerDb }) => {
    await handlerDb.raw(
      `insert into ${table} (aggregate_id, version, type, country) values (?, ?, ?, ?)
       on conflict (aggregate_id) do update set
         version = greatest(${table}.version, excluded.version),
         type = case when excluded.version >= ${table}.version then excluded.type else ${table}.type end,
         country = case when excluded.version >= ${table}.version then excluded.country else ${table}.country end`,
      [event.aggregateId, event.version, event.type, event.country],
    );
  };
}

export async function projectionRows(db: Knex, table: string): Promise<unknown[]> {
  return db(table).select('*').orderBy('aggregateId');
}
