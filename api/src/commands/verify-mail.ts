import type { Knex } from 'knex';
import { consumeToken } from '../auth/account-tokens';
import { hashToken } from '../auth/tokens';
import { markVerified } from './verify-account';

/**
 * The link of the verification mail was opened: its token is used up and the account verified, together.
 * A link opened again (a second click, a mail program that opened it first, two tabs at once) has done
 * what it promised: while it is valid and its account is verified, that is a success too. An unknown or
 * expired link is not, nor a used one (replaced by a newer link) of an account that is still unverified.
 */
export async function verifyMail(db: Knex, token: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const accountId = await consumeToken(trx, 'verify-mail', token);
    if (accountId) {
      await markVerified(trx, accountId);
      return true;
    }
    return openedBefore(trx, token);
  });
}

/**
 * Whether `token` is a used, unexpired verification link of a verified account. Only whoever holds the
 * link learns this, and only about the account the link was sent for. Read after consumeToken: a use at
 * the same moment has committed by then (consumeToken waited for its row lock).
 */
async function openedBefore(trx: Knex.Transaction, token: string): Promise<boolean> {
  const row = (await trx('tokens')
    .join('accounts', 'accounts.id', 'tokens.accountId')
    .where({ 'tokens.tokenHash': hashToken(token), 'tokens.purpose': 'verify-mail' })
    .whereNotNull('tokens.usedAt')
    .where('tokens.expiresAt', '>', trx.fn.now())
    .whereNotNull('accounts.verifiedAt')
    .first('tokens.id')) as { id: string } | undefined;
  return row !== undefined;
}
