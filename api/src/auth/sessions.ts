import type { AccountKind } from '@anpfiff/core/db/models/account';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';
import { hashToken, newToken } from './tokens';

export interface SessionAccount {
  id: string;
  email: string;
  kind: AccountKind;
  country: Country;
}

export interface SessionStart {
  /** A session the browser held before: it ends with this one's start. */
  replacing?: string;
  /** A rate limit a login has just passed: its count starts anew. */
  clearingRateLimit?: string;
  /**
   * Rate limits that count failed logins only: the login's own hit on each is given back. A club house
   * sharing one address, or a carrier's, would otherwise be locked out by its members' fiftieth sign-in.
   */
  givingBackRateLimits?: string[];
  /** The account's password hashed anew at today's parameters, by a login that has just proved it. */
  rehash?: PasswordRehash;
  /**
   * The password hash the caller has just checked the password against: the session starts only if the
   * account still has it. A login that checked the old password while a change committed gets none.
   */
  provenHash?: string;
}

/** A stored password hash and its successor; only the hash the login checked is replaced. */
export interface PasswordRehash {
  from: string;
  to: string;
}

/**
 * Starts a session and returns its token. What a login does besides (ending the browser's previous
 * session, clearing its account's failed attempts, storing an outdated password hash anew) goes into the
 * same statement: every login passes here, and on the embedded database each statement is a turn of its
 * one thread.
 */
export async function createSession(
  db: Knex | Knex.Transaction,
  accountId: string,
  ttlDays: number,
  start?: Omit<SessionStart, 'provenHash'>,
): Promise<string>;
/** With `provenHash`: null when the account no longer has that password. */
export async function createSession(
  db: Knex | Knex.Transaction,
  accountId: string,
  ttlDays: number,
  start: SessionStart,
): Promise<string | null>;
export async function createSession(
  db: Knex | Knex.Transaction,
  accountId: string,
  ttlDays: number,
  start: SessionStart = {},
): Promise<string | null> {
  const token = newToken();
  const insert = db('sessions');
  if (start.replacing)
    insert.with('ended', db.raw('delete from sessions where id_hash = ?', [hashToken(start.replacing)]));
  if (start.clearingRateLimit)
    insert.with('cleared', db.raw('delete from rate_limits where key = ?', [start.clearingRateLimit]));
  // Only within the window the hit was counted in: a window that has ended starts at one anyway.
  if (start.givingBackRateLimits?.length)
    insert.with(
      'given_back',
      db.raw(
        'update rate_limits set count = greatest(count - 1, 0) where key = any(?::text[]) and reset_at > now()',
        [start.givingBackRateLimits],
      ),
    );
  // A password changed since the login read the account stays as it is.
  if (start.rehash)
    insert.with(
      'rehashed',
      db.raw('update accounts set password_hash = ? where id = ? and password_hash = ?', [
        start.rehash.to,
        accountId,
        start.rehash.from,
      ]),
    );
  const session = {
    idHash: hashToken(token),
    accountId,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  };
  if (start.provenHash === undefined) {
    await insert.insert(session);
    return token;
  }
  // `for share` waits for a password change in flight (it holds the account row) and then reads the row
  // as that change left it: a session is never started on a password that has just stopped counting.
  const proven = db.raw(
    `(id_hash, account_id, expires_at) select ?, id, ?::timestamptz from accounts
      where id = ? and password_hash = ? for share`,
    [session.idHash, session.expiresAt, accountId, start.provenHash],
  );
  const started = (await insert.insert(proven, ['idHash'])) as unknown[];
  return started.length > 0 ? token : null;
}

/** The signed-in account behind a session token; expired sessions and locked or unverified accounts count as none. */
export async function findSessionAccount(db: Knex, token: string): Promise<SessionAccount | null> {
  const row = (await db('sessions')
    .join('accounts', 'accounts.id', 'sessions.accountId')
    .where('sessions.idHash', hashToken(token))
    .where('sessions.expiresAt', '>', db.fn.now())
    .whereNotNull('accounts.verifiedAt')
    .where('accounts.locked', false)
    .first('accounts.id', 'accounts.email', 'accounts.kind', 'accounts.country')) as
    SessionAccount | undefined;
  return row ?? null;
}

export async function destroySession(db: Knex | Knex.Transaction, token: string): Promise<void> {
  await db('sessions')
    .where({ idHash: hashToken(token) })
    .delete();
}

export async function destroyAccountSessions(db: Knex | Knex.Transaction, accountId: string): Promise<void> {
  await db('sessions').where({ accountId }).delete();
}
