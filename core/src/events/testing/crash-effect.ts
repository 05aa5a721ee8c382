import type { Knex } from 'knex';
import type { EventHandler } from '../event-log';

/** Tables of the crash and shutdown tests: every delivery is logged, the effect is applied once per event. */
export async function createEffectTables(db: Knex): Promise<void> {
  await db.schema.createTable('fixture_deliveries', (t) => {
    t.bigIncrements('id');
    t.bigInteger('event_offset').notNullable();
  });
  await db.schema.createTable('fixture_effects', (t) => {
    t.bigInteger('event_offset').primary();
  });
  await db.schema.createTable('fixture_totals', (t) => {
    t.integer('id').primary();
    t.integer('total').notNullable();
  });
  await db('fixtureTotals').insert({ id: 1, total: 0 });
}

/**
 * An idempotent handler the way real ones are written: the effect (adding the event's version to a total)
 * and the record that this event's effect happened commit together, so a second delivery changes nothing.
 * The delivery log is written outside that transaction, so the tests see every delivery, repeated or not.
 */
export const effectHandler: EventHandler = async (event, { db }) => {
  await db('fixtureDeliveries').insert({ eventOffset: event.offset });
  await db.transaction(async (trx) => {
    const fresh = await trx('fixtureEffects')
      .insert({ eventOffset: event.offset })
      .onConflict('eventOffset')
      .ignore()
      .returning('eventOffset');
    if (fresh.length > 0) await trx('fixtureTotals').where({ id: 1 }).increment('total', event.version);
  });
};

export async function effectState(db: Knex) {
  const deliveries: { eventOffset: string | number }[] = await db('fixtureDeliveries').select('eventOffset');
  const perOffset = new Map<string, number>();
  for (const { eventOffset } of deliveries) {
    perOffset.set(String(eventOffset), (perOffset.get(String(eventOffset)) ?? 0) + 1);
  }
  const [totals] = await db('fixtureTotals').select('total');
  const [effects] = await db('fixtureEffects').count({ n: '*' });
  return { perOffset, total: Number(totals?.total), effects: Number(effects?.n) };
}
