import type { AccountKind } from '@anpfiff/core/db/models/account';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';
import { revokeTokens } from '../auth/account-tokens';
import { queueTokenMail } from './account-mail';
import { displayNameOf } from './password-reset';

/**
 * Someone asks for a new verification link: only an unverified, unlocked account of this site's country
 * gets one, and its earlier links stop working. The caller answers the same in every case, so nobody
 * learns who is registered or verified.
 *
 * Anyone may ask, so the new link does not switch on the password typed at registration: a stranger may
 * have registered the address first, and its owner, told the address is taken, asks here. The link is a
 * reset link instead; the password set with it verifies the account (resetPassword), and the stranger's
 * is gone. The registration's own link, in the same mailbox, stops working as well.
 */
export async function resendVerification(
  db: Knex,
  email: string,
  country: Country,
  sites: Record<Country, string>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const account = (await trx('accounts')
      .whereRaw('lower(email) = lower(?)', [email])
      .where({ country, locked: false })
      .whereNull('verifiedAt')
      .forUpdate()
      .first('id', 'email', 'kind')) as { id: string; email: string; kind: AccountKind } | undefined;
    if (!account) return false;
    const displayName = await displayNameOf(trx, account.id);
    await revokeTokens(trx, account.id, ['verify-mail']);
    await queueTokenMail(
      trx,
      'password-reset',
      { accountId: account.id, email: account.email, country, displayName, kind: account.kind },
      sites,
      'verify-with-password',
    );
    return true;
  });
}
