import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { updateVersioned } from './update-row';

/** A club adopted an emblem as its avatar. */
export async function updateClubAvatar(db: Knex, clubId: string, avatarUrl: string): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await updateVersioned(trx, 'clubs', clubId, { avatarUrl });
    if (!updated) throw new Error(`club ${clubId} does not exist`);
    await appendEvent(trx, { type: 'club.updated', aggregateId: clubId, ...updated });
  });
}
