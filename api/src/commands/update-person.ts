import { appendEvent } from '@anpfiff/core/events/append-event';
import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { dropReplacedAvatar } from './drop-replaced-avatar';
import { personColumns } from './profile-rows';
import { updateVersioned } from './update-row';

export async function updatePerson(
  db: Knex,
  personId: string,
  person: PersonProfile,
  avatarUrl?: string,
): Promise<{ replacedUploads: string[] }> {
  return db.transaction(async (trx) => {
    const replacedUploads = await dropReplacedAvatar(trx, 'persons', personId, avatarUrl);
    const columns = { ...personColumns(person), ...(avatarUrl ? { avatarUrl } : {}) };
    const updated = await updateVersioned(trx, 'persons', personId, columns);
    if (!updated) throw new Error(`person ${personId} does not exist`);
    await appendEvent(trx, { type: 'person.updated', aggregateId: personId, ...updated });
    return { replacedUploads };
  });
}
