import { appendEvent } from '@anpfiff/core/events/append-event';
import { dropWaitingDigests } from '@anpfiff/core/mail/drop-waiting-digests';
import type { Knex } from 'knex';
import { updateVersioned } from '../../commands/update-row';

export type UnsubscribeOutcome = 'unsubscribed' | 'already-off' | 'no-account';

/**
 * Switches the weekly mail of an account off and appends `account.updated` in the same transaction — the
 * same change as the settings page makes, its digest still waiting in the outbox dropped with it. Clicking
 * the link again changes nothing and appends nothing.
 */
export async function unsubscribeWeeklyUpdate(db: Knex, accountId: string): Promise<UnsubscribeOutcome> {
  return db.transaction(async (trx) => {
    const account = (await trx('accounts').where({ id: accountId }).forUpdate().first('weeklyJobUpdate')) as
      { weeklyJobUpdate: boolean } | undefined;
    if (!account) return 'no-account';
    if (!account.weeklyJobUpdate) return 'already-off';
    const updated = await updateVersioned(trx, 'accounts', accountId, { weeklyJobUpdate: false });
    if (!updated) return 'no-account';
    await dropWaitingDigests(trx, accountId);
    await appendEvent(trx, {
      type: 'account.updated',
      aggregateId: accountId,
      ...updated,
      payload: { changed: 'notification-settings' },
    });
    return 'unsubscribed';
  });
}
