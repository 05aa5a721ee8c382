import type { Knex } from 'knex';

/**
 * What the mailer needs beyond the outbox of migration 0003:
 * - `mail_deliveries`: one row per mail the mailer decided to send, unique per account, kind and period
 *   (the ISO week of a digest), so a replayed trigger or event never sends a second one. No foreign key:
 *   the record of a deletion mail outlives the account.
 * - `mail_recipients`: the address and greeting of each account, kept from account events, because the
 *   confirmation of a deletion is sent after the account row is gone. The row goes with that mail.
 * - outbox headers (List-Unsubscribe) and `failed_at`, set when a mail has used up its attempts, and an
 *   index of the unsent mails in the order the sender takes them.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('mail_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('account_id').notNullable();
    t.text('kind').notNullable();
    t.text('period').notNullable();
    // The end of what a digest covered: the next digest lists matchings created after it.
    t.timestamp('covered_until', { useTz: true });
    t.bigInteger('mail_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['account_id', 'kind', 'period']);
  });

  await db.schema.createTable('mail_recipients', (t) => {
    t.uuid('account_id').primary();
    t.text('email').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.text('display_name').notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('headers');
    t.timestamp('failed_at', { useTz: true });
  });
  // The sender claims the oldest due mails: in index order, without sorting every unsent row of a digest.
  await db.raw('create index mail_outbox_due on mail_outbox (next_attempt_at, id) where sent_at is null');
  // The digest's query for "new since the last digest" reads matchings by creation time.
  await db.raw('create index matchings_person_created on matchings (person_id, created_at)');
  await db.raw('create index matchings_club_created on matchings (club_id, created_at)');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index if exists mail_outbox_due');
  await db.raw('drop index if exists matchings_club_created');
  await db.raw('drop index if exists matchings_person_created');
  await db.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('failed_at');
    t.dropColumn('headers');
  });
  await db.schema.dropTable('mail_recipients');
  await db.schema.dropTable('mail_deliveries');
}
