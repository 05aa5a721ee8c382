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
  const [row] = await trx('events')
    .insert({
      type: e.type,
      aggregateType: aggregateTypeOf(e.type),
      aggregateId: e.aggregateId,
      country: e.country,
      version: e.version,
      payload: JSON.stringify(e.payload),
    })
    .returning('id');
  return String((row as { id: string | number }).id);
}
