import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { clubColumns } from './profile-rows';
import { type NewAccount, type OnRegistered, registerWithProfile } from './register-account';

/** A club signs up: an unverified club account with its profile. */
export async function registerClub(
  db: Knex,
  account: NewAccount,
  club: ClubProfile,
  onRegistered?: OnRegistered,
) {
  const { profileId, ...rest } = await registerWithProfile(
    db,
    'club',
    account,
    {
      table: 'clubs',
      slugSource: club.name,
      columns: clubColumns(club),
    },
    onRegistered,
  );
  return { ...rest, clubId: profileId };
}
