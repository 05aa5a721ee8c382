import type { Knex } from 'knex';

/**
 * Everything the accounts need besides their profiles. Session ids and tokens are stored only as SHA-256
 * hashes: a leaked table lets nobody sign in or verify anything.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sessions', (t) => {
    t.text('id_hash').primary();
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['account_id']);
  });

  await db.schema.createTable('tokens', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    t.uuid('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('purpose').notNullable().checkIn(['verify-mail', 'password-reset']);
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['account_id', 'purpose']);
  });

  // Mails are queued in the transaction of the command that causes them and delivered after commit.
  await db.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('account_id').references('accounts.id').onDelete('SET NULL');
    t.text('template').notNullable();
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['sent_at', 'next_attempt_at']);
  });

  await db.schema.createTable('uploads', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    t.uuid('account_id').references('accounts.id').onDelete('CASCADE');
    t.text('file_name').notNullable().unique();
    t.text('mime').notNullable();
    t.integer('size').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  // Fixed-window counters shared by every API process (login attempts per account and per address).
  await db.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('count').notNullable();
    t.timestamp('reset_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['rate_limits', 'uploads', 'mail_outbox', 'tokens', 'sessions'])
    await db.schema.dropTable(table);
}
