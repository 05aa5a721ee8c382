import { LINK_VALIDITY } from '@anpfiff/core/mail/templates/link-validity';
import type { Knex } from 'knex';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'verify-mail' | 'password-reset';

/**
 * A fresh single-use token; earlier unused tokens of the same purpose stop working, so only the newest
 * mail's link is valid. Returns the raw token, which goes into the mail and nowhere else.
 */
export async function issueToken(
  trx: Knex.Transaction,
  accountId: string,
  purpose: TokenPurpose,
): Promise<string> {
  await trx('tokens').where({ accountId, purpose }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
  const token = newToken();
  await trx('tokens').insert({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    // The mail states this validity; both read it from one place.
    expiresAt: new Date(Date.now() + LINK_VALIDITY[purpose].ms),
  });
  return token;
}

/** Uses up a token exactly once: the account it belongs to, or null if unknown, used or expired. */
export async function consumeToken(
  trx: Knex.Transaction,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  const [row] = await trx('tokens')
    .where({ tokenHash: hashToken(token), purpose })
    .whereNull('usedAt')
    .where('expiresAt', '>', trx.fn.now())
    .update({ usedAt: trx.fn.now() })
    .returning('accountId');
  return (row as { accountId: string } | undefined)?.accountId ?? null;
}
