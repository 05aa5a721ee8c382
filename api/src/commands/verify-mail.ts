import type { Knex } from 'knex';
import { consumeToken } from '../auth/account-tokens';
import { markVerified } from './verify-account';

/** The link of the verification mail was opened: its token is used up and the account verified, together. */
export async function verifyMail(db: Knex, token: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const accountId = await consumeToken(trx, 'verify-mail', token);
    if (!accountId) return false;
    await markVerified(trx, accountId);
    return true;
  });
}
