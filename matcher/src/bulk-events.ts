import { aggregateTypeOf, type DomainEvent, domainEventSchema } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';

const ROWS_PER_STATEMENT = 1_000;

/**
 * Appends many events in the caller's transaction with multi-row inserts, validated as `appendEvent`
 * validates one: the full rebuild announces thousands of changes per transaction.
 */
export async function appendEvents(trx: Knex.Transaction, events: readonly DomainEvent[]): Promise<void> {
  if (!trx.isTransaction) throw new Error('appendEvents must run inside the transaction of its command');
  for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT) {
    const chunk = events.slice(i, i + ROWS_PER_STATEMENT).map((e) => domainEventSchema.parse(e));
    await trx.raw(
      `insert into events (type, aggregate_type, aggregate_id, country, version, payload) values ${chunk
        .map(() => '(?, ?, ?, ?, ?, ?)')
        .join(', ')}`,
      chunk.flatMap((e) => [
        e.type,
        aggregateTypeOf(e.type),
        e.aggregateId,
        e.country,
        e.version,
        JSON.stringify(e.payload),
      ]),
    );
  }
}
