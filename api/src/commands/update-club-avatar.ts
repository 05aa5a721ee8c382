import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { accountGone } from '../support/account-gone';
import { dropReplacedAvatar } from './drop-replaced-avatar';
import { updateVersioned } from './update-row';

/** A club adopted an emblem as its avatar; returns the replaced avatar's upload files to remove. */
export async function updateClubAvatar(
  db: Knex,
  clubId: string,
  avatarUrl: string,
): Promise<{ replacedUploads: string[] }> {
  return db.transaction(async (trx) => {
    const replacedUploads = await dropReplacedAvatar(trx, 'clubs', clubId, avatarUrl);
    const updated = await updateVersioned(trx, 'clubs', clubId, { avatarUrl });
    // A club goes only with its account: this one was deleted while the request ran.
    if (!updated) throw accountGone();
    await appendEvent(trx, { type: 'club.updated', aggregateId: clubId, ...updated });
    return { replacedUploads };
  });
}
