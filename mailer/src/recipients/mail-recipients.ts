import type { StoredEvent } from '@anpfiff/core/events/event-log';
import type { Knex } from 'knex';

export interface MailRecipient {
  accountId: string;
  email: string;
  country: 'CH' | 'DE';
  displayName: string;
}

/** The account a profile event is about: account events name it, profile events name the profile. */
async function accountIdOf(db: Knex, event: StoredEvent): Promise<string | undefined> {
  if (event.aggregateType === 'account') return event.aggregateId;
  const table = event.aggregateType === 'club' ? 'clubs' : 'persons';
  const row = (await db(table).where({ id: event.aggregateId }).first('accountId')) as
    { accountId: string } | undefined;
  return row?.accountId;
}

/** Address and greeting as they are now: a club's name or a person's first name. */
export async function currentRecipient(db: Knex, accountId: string): Promise<MailRecipient | undefined> {
  const row = (await db('accounts')
    .leftJoin('clubs', 'clubs.accountId', 'accounts.id')
    .leftJoin('persons', 'persons.accountId', 'accounts.id')
    .where('accounts.id', accountId)
    .first(
      'accounts.id as accountId',
      'accounts.email',
      'accounts.country',
      db.raw(`coalesce(clubs.name, persons.first_name, '') as display_name`),
    )) as MailRecipient | undefined;
  return row && { ...row, country: row.country.trim() as 'CH' | 'DE' };
}

/**
 * Keeps `mail_recipients` in step with the accounts: re-reads the account named by the event and stores
 * its address and greeting, or forgets it when the account is gone. The copy exists for one mail only —
 * the confirmation of a deletion, sent after the account row is gone — and is removed with that mail.
 * The deletion writes the latest copy itself (api/src/commands/delete-account.ts): this one may lag.
 */
export async function refreshRecipient(db: Knex, event: StoredEvent): Promise<void> {
  const accountId = await accountIdOf(db, event);
  if (!accountId) return;
  await db.transaction(async (trx) => {
    // Held until the copy is stored: a deletion (which locks the row first) either waits and then removes
    // this copy with the rest, or has committed and the row is gone here. Without the lock a deletion
    // that asked for no confirmation could commit between the read and the write, and the copy it removed
    // would come back, and with it a confirmation to an address that was never confirmed.
    if (!(await trx('accounts').where({ id: accountId }).forShare().first('id'))) {
      // Replaying history: the account was deleted since; its deletion event decides about the mail.
      return;
    }
    const recipient = await currentRecipient(trx, accountId);
    if (!recipient) return;
    await trx('mail_recipients')
      .insert({ ...recipient, updatedAt: trx.fn.now() })
      .onConflict('accountId')
      .merge();
  });
}
