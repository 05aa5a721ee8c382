import type { Knex } from 'knex';

/**
 * Two things the sender must know about a mail besides when it is due:
 * - `priority`: 0 for a mail somebody waits for (verification, password reset, deletion confirmation),
 *   1 for bulk mail (the weekly digest). The sender claims by priority first, so a reset link asked for
 *   during a digest run of thousands of mails goes out in the next batch, not after all of them.
 * - `send_before`: when the link in the mail stops working (its token's expiry). A mail that could not be
 *   sent by then is marked failed instead of delivering a dead link.
 * The claim index replaces `mail_outbox_due` of 0007: in claim order, and without the failed mails, which
 * stay unsent in the table for operators and would otherwise lie in front of every claim.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.smallint('priority').notNullable().defaultTo(0);
    t.timestamp('send_before', { useTz: true });
  });
  // Digests already waiting keep their place behind the mails people wait for.
  await db('mail_outbox').whereNull('sent_at').where({ template: 'weekly-digest' }).update({ priority: 1 });
  await db.raw(
    `create index mail_outbox_claim on mail_outbox (priority, next_attempt_at, id)
      where sent_at is null and failed_at is null`,
  );
  await db.raw('drop index if exists mail_outbox_due');
}

export async function down(db: Knex): Promise<void> {
  await db.raw(
    'create index if not exists mail_outbox_due on mail_outbox (next_attempt_at, id) where sent_at is null',
  );
  await db.raw('drop index if exists mail_outbox_claim');
  await db.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('send_before');
    t.dropColumn('priority');
  });
}
