import type { Knex } from 'knex';
import { WEEKLY_DIGEST_TEMPLATE } from './templates/weekly-digest';

/**
 * In the transaction that takes an account out of the weekly mail (switched off, unsubscribed, locked):
 * its digest still waiting in the outbox is dropped, or it would go out after the account said no. A
 * failed one stays, with its error, for operators (`npm run mail -- failed`); a sent one is history. A
 * digest a sender holds right now may still go out: its send has begun.
 */
export async function dropWaitingDigests(trx: Knex.Transaction, accountId: string): Promise<void> {
  if (!trx?.isTransaction)
    throw new Error('dropWaitingDigests must run inside the transaction of its command');
  await trx('mail_outbox')
    .where({ accountId, template: WEEKLY_DIGEST_TEMPLATE })
    .whereNull('sentAt')
    .whereNull('failedAt')
    .delete();
}
