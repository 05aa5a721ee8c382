import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { personColumns } from './profile-rows';
import { type NewAccount, type OnRegistered, registerWithProfile } from './register-account';

/** A person signs up: an unverified person account with its profile. */
export async function registerPerson(
  db: Knex,
  account: NewAccount,
  person: PersonProfile,
  onRegistered?: OnRegistered,
) {
  const { profileId, ...rest } = await registerWithProfile(
    db,
    'person',
    account,
    {
      table: 'persons',
      slugSource: `${person.firstName} ${person.lastName}`,
      columns: personColumns(person),
    },
    onRegistered,
  );
  return { ...rest, personId: profileId };
}
