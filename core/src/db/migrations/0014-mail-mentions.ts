import type { Knex } from 'knex';

/**
 * A weekly digest names other people: a club's lists the persons who match its offers, a person's the
 * clubs behind its offers. When one of them deletes the account, no mail still waiting in the outbox may
 * name them. Each such mail therefore records
 * - `mentions`: the ids of the profiles (persons, clubs) it names besides its recipient, and
 * - `render_input`: what its template rendered it from,
 * so the deletion renders it again without the profile, or drops it when nothing is left. Both are cleared
 * with the body once the mail is sent. The index holds the unsent mails only: the deletion looks for them.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => {
    t.specificType('mentions', 'uuid[]');
    t.jsonb('render_input');
  });
  await db.raw(
    `create index mail_outbox_mentions on mail_outbox using gin (mentions)
      where sent_at is null and mentions is not null`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index if exists mail_outbox_mentions');
  await db.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('render_input');
    t.dropColumn('mentions');
  });
}
