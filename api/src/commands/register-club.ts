import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { clubColumns } from './profile-rows';
import { type NewAccount, registerWithProfile } from './register-account';

/** A club signs up: an unverified club account with its profile. */
export async function registerClub(db: Knex, account: NewAccount, club: ClubProfile) {
  const { profileId, ...rest } = await registerWithProfile(db, 'club', account, {
    table: 'clubs',
    slugSource: club.name,
    columns: clubColumns(club),
  });
  return { ...rest, clubId: profileId };
}
