import type { Knex } from 'knex';

/**
 * The transactional outbox and, in embedded mode, the event log itself. `id` is the offset consumers
 * checkpoint against; `tx_id` records the writing transaction so a reader can hold back events of
 * transactions that are still in flight (a bigserial alone can commit out of order on a server).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('events', (t) => {
    t.bigIncrements('id').primary();
    t.text('type').notNullable();
    t.text('aggregate_type').notNullable();
    t.text('aggregate_id').notNullable();
    t.specificType('country', 'char(2)');
    t.integer('version').notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.timestamp('occurred_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.specificType('tx_id', 'xid8').notNullable().defaultTo(db.raw('pg_current_xact_id()'));
    t.index(['aggregate_type', 'aggregate_id']);
    t.index(['occurred_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('events');
}
