import type { AccountKind } from '@anpfiff/core/db/models/account';
import { appendEvent } from '@anpfiff/core/events/append-event';
import { forgetInPendingMails } from '@anpfiff/core/mail/forget-in-pending-mails';
import { ACCOUNT_LINK_TEMPLATES } from '@anpfiff/core/mail/templates/render-mail';
import { WEEKLY_DIGEST_TEMPLATE } from '@anpfiff/core/mail/templates/weekly-digest';
import type { Knex } from 'knex';
import { revokeTokens } from '../auth/account-tokens';
import { updateVersioned } from './update-row';

export type LockOutcome =
  | { outcome: 'unknown' }
  | { outcome: 'unchanged'; accountId: string; email: string; kind: AccountKind }
  | {
      outcome: 'changed';
      accountId: string;
      /** As stored; the operator may have typed it in other capitals. */
      email: string;
      kind: AccountKind;
      /** Sessions ended by a lock (an unlock ends none). */
      endedSessions: number;
      /** A lock left no admin account unlocked: the operator is told, since nobody can sign in as one. */
      noAdminLeft: boolean;
    };

/**
 * An operator locks or unlocks an account (`npm run account -- lock|unlock`). The row, the account's
 * sessions and the `account.updated` event change in one transaction: the indexer takes the profile out of
 * search (or back in) and the matcher drops (or recomputes) its matchings because the event says so, and
 * an open live stream ends at its next heartbeat because its session is gone. A session is deleted rather
 * than left to the locked check, so an unlock later does not bring back whoever held it.
 *
 * An account already in the state asked for is left alone and no event is written. Admin accounts may be
 * locked too, the last one included: a compromised admin must be stoppable, and `unlock` undoes it.
 */
export async function setAccountLocked(db: Knex, email: string, locked: boolean): Promise<LockOutcome> {
  return db.transaction(async (trx) => {
    // The row lock orders this after a deletion or another lock of the same account.
    const account = (await trx('accounts')
      .whereRaw('lower(email) = lower(?)', [email.trim()])
      .forUpdate()
      .first('id', 'email', 'kind', 'locked')) as
      { id: string; email: string; kind: AccountKind; locked: boolean } | undefined;
    if (!account) return { outcome: 'unknown' };
    const found = { accountId: account.id, email: account.email, kind: account.kind };
    if (account.locked === locked) return { outcome: 'unchanged', ...found };
    const updated = await updateVersioned(trx, 'accounts', account.id, { locked });
    if (!updated) return { outcome: 'unknown' };
    // Counted from the rows returned: the embedded database answers a bare delete with its raw result.
    const ended = locked
      ? (
          (await trx('sessions')
            .where({ accountId: account.id })
            .delete()
            .returning('accountId')) as unknown[]
        ).length
      : 0;
    if (locked) {
      await revokeTokens(trx, account.id, ['verify-mail', 'password-reset']);
      await forgetInWaitingMails(trx, account.id);
    }
    await appendEvent(trx, {
      type: 'account.updated',
      aggregateId: account.id,
      ...updated,
      // `locked` is for operators reading the log; consumers re-read the account.
      payload: { changed: 'locked', locked },
    });
    const noAdminLeft =
      locked &&
      account.kind === 'admin' &&
      !(await trx('accounts').where({ kind: 'admin', locked: false }).first('id'));
    return { outcome: 'changed', ...found, endedSessions: ended, noAdminLeft };
  });
}

/**
 * A locked profile is out of search and matchings from now on; digests already queued would still show it.
 * Its own waiting digest is dropped, and others' are rendered again without it, as for a deletion. Its
 * waiting verification or reset mail goes too: the lock revoked the link in it.
 */
async function forgetInWaitingMails(trx: Knex.Transaction, accountId: string): Promise<void> {
  await trx('mail_outbox')
    .where({ accountId })
    .whereIn('template', [WEEKLY_DIGEST_TEMPLATE, ...ACCOUNT_LINK_TEMPLATES])
    .whereNull('sentAt')
    .delete();
  const profile = ((await trx('clubs').where({ accountId }).first('id')) ??
    (await trx('persons').where({ accountId }).first('id'))) as { id: string } | undefined;
  if (profile) await forgetInPendingMails(trx, [profile.id]);
}
