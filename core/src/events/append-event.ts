import { aggregateTypeOf, type DomainEvent, domainEventSchema } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';

/**
 * Appends a domain event inside the caller's transaction (the outbox rule): the event exists exactly
 * when the rows it describes were committed. Passing the bare knex instance is refused, because an
 * event written outside the command's transaction could survive a rolled-back change.
 */
export async function appendEvent(trx: Knex.Transaction, event: DomainEvent): Promise<string> {
  if (!trx.isTransaction) throw new Error('appendEvent must run inside the transaction of its command');
  const e = domainEventSchema.parse(event);
  // Plain SQL: this is the hottest write path, and skipping the query builder saves about a quarter of an
  // append on PGlite. The trigger of migration 0004 wakes the consumers when the transaction commits.
  const result = await trx.raw(
    `insert into events (type, aggregate_type, aggregate_id, country, version, payload)
     values (?, ?, ?, ?, ?, ?) returning id`,
    [e.type, aggregateTypeOf(e.type), e.aggregateId, e.country, e.version, JSON.stringify(e.payload)],
  );
  const [row] = (result as { rows: { id: string | number }[] }).rows;
  return String(row?.id);
}

/**
 * Appends many events inside the caller's transaction, validated as `appendEvent` validates one: a
 * matcher pass or a bulk seed announces thousands of changes at once. They travel as one array per
 * column and `unnest` makes the rows, in the order given: one short statement, where a value list with six
 * bindings per event made the database parse and plan thousands of bindings anew at every call.
 */
export async function appendEvents(trx: Knex.Transaction, events: readonly DomainEvent[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('appendEvents must run inside the transaction of its command');
  if (events.length === 0) return;
  const valid = events.map((event) => domainEventSchema.parse(event));
  await trx.raw(
    `insert into events (type, aggregate_type, aggregate_id, country, version, payload)
     select type, aggregate_type, aggregate_id, country, version, payload
     from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::jsonb[])
       with ordinality as e(type, aggregate_type, aggregate_id, country, version, payload, n)
     order by n`,
    [
      valid.map((e) => e.type),
      valid.map((e) => aggregateTypeOf(e.type)),
      valid.map((e) => e.aggregateId),
      valid.map((e) => e.country),
      valid.map((e) => e.version),
      valid.map((e) => JSON.stringify(e.payload)),
    ] as Knex.RawBinding[],
  );
}
