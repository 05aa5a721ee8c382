import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';

/** Marks an account verified once; verifying again changes nothing and appends nothing. */
export async function verifyAccount(db: Knex, accountId: string): Promise<boolean> {
  return db.transaction((trx) => markVerified(trx, accountId));
}

export async function markVerified(trx: Knex.Transaction, accountId: string): Promise<boolean> {
  {
    const [row] = await trx('accounts')
      .where({ id: accountId })
      .whereNull('verifiedAt')
      .update({ verifiedAt: trx.fn.now(), version: trx.raw('version + 1'), updatedAt: trx.fn.now() })
      .returning(['country', 'version']);
    if (!row) return false;
    const { country, version } = row as { country: 'CH' | 'DE'; version: number };
    await appendEvent(trx, { type: 'account.verified', aggregateId: accountId, country, version });
    return true;
  }
}
