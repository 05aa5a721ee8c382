import type { Knex } from 'knex';

/**
 * What the event log needs beside the `events` table: one checkpoint per consumer group (the Kafka outbox
 * relay keeps its position here too), parked dead letters, the index readers walk in commit-safe order, and
 * a trigger that wakes the consumers when a transaction with events commits.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('event_consumers', (t) => {
    t.text('group_name').primary();
    // The last event the group finished, as (tx_id, id): readers walk the log in that order (see event-reader).
    t.specificType('position_tx_id', 'xid8').notNullable().defaultTo('0');
    t.bigInteger('position_offset').notNullable().defaultTo(0);
    // Bumped by every replay, so a checkpoint written by a batch that started before the replay is refused.
    t.integer('generation').notNullable().defaultTo(0);
    t.timestamp('heartbeat_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('event_dead_letters', (t) => {
    t.bigIncrements('id').primary();
    t.text('group_name').notNullable();
    t.bigInteger('event_id').notNullable();
    t.text('status').notNullable().defaultTo('parked').checkIn(['parked', 'redrive', 'resolved']);
    t.integer('attempts').notNullable();
    t.text('error').notNullable();
    t.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('resolved_at', { useTz: true });
    t.unique(['group_name', 'event_id']);
    t.index(['status', 'group_name']);
  });

  await db.schema.alterTable('events', (t) => {
    t.index(['tx_id', 'id'], 'events_tx_id_id_index');
  });

  // Wakes consumers LISTENing on anpfiff_events at commit (never for a rolled-back insert). Statement-level and
  // with a constant payload, so Postgres folds the notifications of one transaction into one.
  await db.raw(`
    create function anpfiff_notify_events() returns trigger language plpgsql as $$
    begin
      perform pg_notify('anpfiff_events', '');
      return null;
    end
    $$`);
  await db.raw(`
    create trigger events_notify after insert on events
    for each statement execute function anpfiff_notify_events()`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop trigger if exists events_notify on events');
  await db.raw('drop function if exists anpfiff_notify_events()');
  await db.schema.alterTable('events', (t) => t.dropIndex(['tx_id', 'id'], 'events_tx_id_id_index'));
  await db.schema.dropTable('event_dead_letters');
  await db.schema.dropTable('event_consumers');
}
