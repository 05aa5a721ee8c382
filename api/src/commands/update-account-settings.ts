import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { destroyAccountSessions } from '../auth/sessions';
import { updateVersioned } from './update-row';

export async function updateNotificationSettings(
  db: Knex,
  accountId: string,
  weeklyJobUpdate: boolean,
): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await updateVersioned(trx, 'accounts', accountId, { weeklyJobUpdate });
    if (!updated) throw new Error(`account ${accountId} does not exist`);
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
 * old password is signed out everywhere. The caller signs the user in again with a fresh session.
 */
export async function changePassword(db: Knex, accountId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await updateVersioned(trx, 'accounts', accountId, { passwordHash });
    if (!updated) throw new Error(`account ${accountId} does not exist`);
    await destroyAccountSessions(trx, accountId);
    await appendEvent(trx, {
      type: 'account.updated',
      aggregateId: accountId,
      ...updated,
      payload: { changed: 'password' },
    });
  });
}
