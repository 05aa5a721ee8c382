import { LINK_VALIDITY } from '@anpfiff/core/mail/templates/link-validity';
import type { Knex } from 'knex';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'verify-mail' | 'password-reset';

/**
 * When a link issued in this transaction stops working, on the database's clock, which is the one that
 * checks it (consumeToken): a host whose clock is off neither shortens nor stretches a link. The mail
 * states this validity; both read it from one place. `now()` is the transaction's start, so a mail queued
 * in the same transaction with this as its `sendBefore` is never sent after its link expired.
 */
export function linkExpiry(trx: Knex.Transaction, purpose: TokenPurpose): Knex.Raw {
  return trx.raw('now() + make_interval(secs => ?)', [LINK_VALIDITY[purpose].ms / 1000]);
}

/**
 * A fresh single-use token; earlier unused tokens of the same purpose stop working, so only the newest
 * mail's link is valid. Returns the raw token, which goes into the mail and nowhere else.
 */
export async function issueToken(
  trx: Knex.Transaction,
  accountId: string,
  purpose: TokenPurpose,
): Promise<string> {
  await revokeTokens(trx, accountId, [purpose]);
  const token = newToken();
  await trx('tokens').insert({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: linkExpiry(trx, purpose),
  });
  return token;
}

/**
 * Every link of the account that still works stops working, of the purposes given. A new password makes
 * a reset link mailed before it worthless, or whoever else holds that mail could set one of their own; a
 * lock stops every link, so that none changes the account behind the operator's back.
 */
export async function revokeTokens(
  trx: Knex.Transaction,
  accountId: string,
  purposes: readonly TokenPurpose[],
): Promise<void> {
  await trx('tokens')
    .where({ accountId })
    .whereIn('purpose', purposes)
    .whereNull('usedAt')
    .update({ usedAt: trx.fn.now() });
}

/** The token's row while it still works: not used, not expired, its account not locked. */
function workingToken(db: Knex | Knex.Transaction, purpose: TokenPurpose, token: string): Knex.QueryBuilder {
  return db('tokens')
    .where({ tokenHash: hashToken(token), purpose })
    .whereNull('usedAt')
    .where('expiresAt', '>', db.fn.now())
    .whereNotExists(
      db('accounts').select(db.raw('1')).whereRaw('accounts.id = tokens.account_id and accounts.locked'),
    );
}

/**
 * Whether a link still works, without using it up: a caller with costly work before the use (hashing a
 * new password) asks first, so a made-up link costs one indexed read instead of a password hash.
 */
export async function tokenWorks(db: Knex, purpose: TokenPurpose, token: string): Promise<boolean> {
  return (await workingToken(db, purpose, token).first('id')) !== undefined;
}

/**
 * Uses up a token exactly once: the account it belongs to, or null if unknown, used or expired, or if its
 * account is locked (a lock revokes the account's links; this holds even for one issued in the same moment).
 */
export async function consumeToken(
  trx: Knex.Transaction,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  const [row] = await workingToken(trx, purpose, token)
    .update({ usedAt: trx.fn.now() })
    .returning('accountId');
  return (row as { accountId: string } | undefined)?.accountId ?? null;
}
