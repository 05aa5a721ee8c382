import type { Knex } from 'knex';

/**
 * `accounts.weekly_mail_switched_on_at`: when the weekly mail was last switched from off to on; null if it
 * never was (on since registration, or off since). The digest counts an account's last digest only if it
 * came after this: an account that switched the mail off and later on again starts afresh with the
 * previous trigger's window, instead of getting every matching of the weeks it had asked for no mail.
 * Unknown for the accounts already there, which keep the behaviour they had.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('accounts', (t) => {
    t.timestamp('weekly_mail_switched_on_at', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('accounts', (t) => {
    t.dropColumn('weekly_mail_switched_on_at');
  });
}
