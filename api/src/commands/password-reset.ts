import type { AccountKind } from '@anpfiff/core/db/models/account';
import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';
import { consumeToken } from '../auth/account-tokens';
import { forgetLoginAttempts } from '../auth/login-limit-keys';
import { destroyAccountSessions } from '../auth/sessions';
import { queueTokenMail } from './account-mail';
import { updateVersioned } from './update-row';
import { markVerified } from './verify-account';

/**
 * Someone asked to reset the password of an address. Only an unlocked account of this site's country gets
 * a mail (a new password would not open a locked one); the caller answers the same either way so nobody
 * learns who is registered. The account row is locked, as its deletion locks it: a deletion running now
 * either waits and removes this mail with the account's others, or has committed and no mail is queued.
 */
export async function initiatePasswordReset(
  db: Knex,
  email: string,
  country: Country,
  sites: Record<Country, string>,
): Promise<void> {
  await db.transaction(async (trx) => {
    const account = (await trx('accounts')
      .whereRaw('lower(email) = lower(?)', [email])
      .where({ country, locked: false })
      .forUpdate()
      .first('id', 'email', 'kind', 'version')) as
      { id: string; email: string; kind: AccountKind; version: number } | undefined;
    if (!account) return;
    const name = await displayNameOf(trx, account.id);
    await queueTokenMail(
      trx,
      'password-reset',
      { accountId: account.id, email: account.email, country, displayName: name, kind: account.kind },
      sites,
    );
    await appendEvent(trx, {
      type: 'password-reset.requested',
      aggregateId: account.id,
      country,
      version: account.version,
    });
  });
}

/**
 * A reset link was used: new password, every session ended, the wrong passwords counted against the account
 * forgotten, the token spent — or nothing at all. The link
 * reached the account's mailbox as a verification link would, so an account that never opened (or lost)
 * its verification mail is verified too, instead of staying locked for good.
 */
export async function resetPassword(db: Knex, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const accountId = await consumeToken(trx, 'password-reset', token);
    if (!accountId) return false;
    const updated = await updateVersioned(trx, 'accounts', accountId, { passwordHash });
    if (!updated) return false;
    await destroyAccountSessions(trx, accountId);
    const { email } = (await trx('accounts').where({ id: accountId }).first('email')) as { email: string };
    await forgetLoginAttempts(trx, email);
    await appendEvent(trx, {
      type: 'account.updated',
      aggregateId: accountId,
      ...updated,
      payload: { changed: 'password' },
    });
    await markVerified(trx, accountId);
    return true;
  });
}

export async function displayNameOf(db: Knex | Knex.Transaction, accountId: string): Promise<string> {
  const club = (await db('clubs').where({ accountId }).first('name')) as { name: string } | undefined;
  if (club) return club.name;
  const person = (await db('persons').where({ accountId }).first('firstName')) as
    { firstName: string } | undefined;
  return person?.firstName ?? '';
}
