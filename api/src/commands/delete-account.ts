import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';

/**
 * Removes the account and everything personal with it: profile, offers, sessions, tokens and uploads rows
 * go by cascade in the same transaction. The caller deletes
 * the uploaded files after commit.
 */
export async function deleteAccount(db: Knex, accountId: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    // Mails still waiting would go to someone who just left.
    await trx('mail_outbox').where({ accountId }).whereNull('sentAt').delete();
    const profile =
      (await trx('clubs').where({ accountId }).first('id')) ??
      (await trx('persons').where({ accountId }).first('id'));
    const [row] = await trx('accounts')
      .where({ id: accountId })
      .delete()
      .returning(['version', 'country', 'kind']);
    if (!row) return false;
    const { version, country, kind } = row as { version: number; country: 'CH' | 'DE'; kind: string };
    await appendEvent(trx, {
      type: 'account.deleted',
      aggregateId: accountId,
      country,
      version: version + 1,
      // Consumers can no longer re-read the profile, so the event names it.
      payload: { kind, profileId: (profile as { id: string } | undefined)?.id ?? null },
    });
    return true;
  });
}
