import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
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
    if (!updated) throw new Error(`club ${clubId} does not exist`);
    await appendEvent(trx, { type: 'club.updated', aggregateId: clubId, ...updated });
    return { replacedUploads };
  });
}
