import { appendEvent } from '@anpfiff/core/events/append-event';
import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { accountGone } from '../support/account-gone';
import { dropReplacedAvatar } from './drop-replaced-avatar';
import { personColumns } from './profile-rows';
import { updateVersioned } from './update-row';

/**
 * A person edits their profile; a new image (already stored) replaces the avatar, null removes it, and
 * undefined keeps it. `startedFrom`: the versions the edit was made on (see updateVersioned); without it
 * the edit always wins.
 */
export async function updatePerson(
  db: Knex,
  personId: string,
  person: PersonProfile,
  avatarUrl?: string | null,
  startedFrom?: readonly number[],
): Promise<{ replacedUploads: string[] }> {
  return db.transaction(async (trx) => {
    const replacedUploads = await dropReplacedAvatar(trx, 'persons', personId, avatarUrl);
    const columns = { ...personColumns(person), ...(avatarUrl === undefined ? {} : { avatarUrl }) };
    const updated = await updateVersioned(trx, 'persons', personId, columns, startedFrom);
    // A profile goes only with its account: this one was deleted while the request ran.
    if (!updated) throw accountGone();
    await appendEvent(trx, { type: 'person.updated', aggregateId: personId, ...updated });
    return { replacedUploads };
  });
}
