import { appendEvent } from '@anpfiff/core/events/append-event';
import { dropWaitingDigests } from '@anpfiff/core/mail/drop-waiting-digests';
import type { Knex } from 'knex';
import { revokeTokens } from '../auth/account-tokens';
import { destroyAccountSessions } from '../auth/sessions';
import { updateVersioned } from './update-row';

/**
 * Switching the weekly mail on (from off) records when, with the setting and its event: the next digest
 * then covers the previous trigger's window rather than everything since a digest from before the mail
 * was switched off (mailer digest-queries). Saving it on again keeps the time it was switched on.
 * Switching it off drops the account's digest still waiting in the outbox: "no more mail" holds at once.
 */
export async function updateNotificationSettings(
  db: Knex,
  accountId: string,
  weeklyJobUpdate: boolean,
): Promise<void> {
  await db.transaction(async (trx) => {
    const switchedOn = weeklyJobUpdate
      ? {
          weeklyMailSwitchedOnAt: trx.raw(
            'case when weekly_job_update then weekly_mail_switched_on_at else now() end',
          ),
        }
      : {};
    const updated = await updateVersioned(trx, 'accounts', accountId, { weeklyJobUpdate, ...switchedOn });
    if (!updated) throw new Error(`account ${accountId} does not exist`);
    if (!weeklyJobUpdate) await dropWaitingDigests(trx, accountId);
    await appendEvent(trx, {
      type: 'account.updated',
      aggregateId: accountId,
      ...updated,
      payload: { changed: 'notification-settings' },
    });
  });
}

/**
 * A new password ends every session of the account, including the one that changed it: whoever knew the
 * old password is signed out everywhere. The caller signs the user in again with a fresh session. A reset
 * link mailed before stops working too: whoever else read that mail could otherwise set a password of
 * their own after the owner changed it.
 *
 * Only the password the caller checked is replaced (`checkedHash`): of two changes at once, the second
 * finds the first one's hash and changes nothing, rather than overwrite a password it never proved.
 * Answers whether the password changed; false also when the account is gone.
 */
export async function changePassword(
  db: Knex,
  accountId: string,
  passwordHash: string,
  checkedHash: string,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const current = (await trx('accounts').where({ id: accountId }).forUpdate().first('passwordHash')) as
      { passwordHash: string } | undefined;
    if (current?.passwordHash !== checkedHash) return false;
    const updated = await updateVersioned(trx, 'accounts', accountId, { passwordHash });
    if (!updated) return false;
    await destroyAccountSessions(trx, accountId);
    await revokeTokens(trx, accountId, ['password-reset']);
    await appendEvent(trx, {
      type: 'account.updated',
      aggregateId: accountId,
      ...updated,
      payload: { changed: 'password' },
    });
    return true;
  });
}
