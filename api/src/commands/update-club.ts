import { appendEvent } from '@anpfiff/core/events/append-event';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { accountGone } from '../support/account-gone';
import { dropReplacedAvatar } from './drop-replaced-avatar';
import { clubColumns } from './profile-rows';
import { updateVersioned } from './update-row';

/**
 * A club edits its profile; a new emblem or image (already stored) replaces the avatar, null removes it,
 * and undefined keeps it. `startedFrom`: the versions the edit was made on (see updateVersioned); without
 * it the edit always wins.
 */
export async function updateClub(
  db: Knex,
  clubId: string,
  club: ClubProfile,
  avatarUrl?: string | null,
  startedFrom?: readonly number[],
): Promise<{ replacedUploads: string[] }> {
  return db.transaction(async (trx) => {
    const replacedUploads = await dropReplacedAvatar(trx, 'clubs', clubId, avatarUrl);
    const columns = { ...clubColumns(club), ...(avatarUrl === undefined ? {} : { avatarUrl }) };
    const updated = await updateVersioned(trx, 'clubs', clubId, columns, startedFrom);
    // A profile goes only with its account: this one was deleted while the request ran.
    if (!updated) throw accountGone();
    await appendEvent(trx, { type: 'club.updated', aggregateId: clubId, ...updated });
    return { replacedUploads };
  });
}
