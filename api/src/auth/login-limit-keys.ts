import type { Knex } from 'knex';

/** The rate-limit rows of logins: per caller, per account from anywhere, and per account and caller. */
export const loginAddressKey = (client: string): string => `login:address:${client}`;
export const loginAccountKey = (email: string): string => `login:account:${email.toLowerCase()}`;
export const loginAccountAtAddressKey = (email: string, client: string): string =>
  `${loginAccountKey(email)}:${client}`;

/**
 * Forgets the wrong passwords counted against an account, from everywhere. A new password set through a
 * mailed link proves the mailbox: whoever guessed at the old one must not keep its owner from signing in
 * with the new one until the window ends.
 */
export async function forgetLoginAttempts(trx: Knex.Transaction, email: string): Promise<void> {
  const account = loginAccountKey(email);
  await trx('rateLimits')
    .where('key', account)
    .orWhereRaw('left(key, ?) = ?', [account.length + 1, `${account}:`])
    .delete();
}
