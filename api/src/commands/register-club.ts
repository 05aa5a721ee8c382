import { appendEvent } from '@anpfiff/core/events/append-event';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { uniqueSlug } from '../support/slugs';
import { clubColumns } from './profile-rows';
import { insertAccount, type NewAccount } from './register-account';

/** A club signs up: an unverified club account with its profile, and `account.registered`. */
export async function registerClub(db: Knex, account: NewAccount, club: ClubProfile) {
  return db.transaction(async (trx) => {
    const { id: accountId, version } = await insertAccount(trx, 'club', account);
    const slug = await uniqueSlug(trx, 'clubs', club.name);
    const [row] = await trx('clubs')
      .insert({ accountId, country: account.country, slug, ...clubColumns(club) })
      .returning('id');
    await appendEvent(trx, {
      type: 'account.registered',
      aggregateId: accountId,
      country: account.country,
      version,
      payload: { kind: 'club' },
    });
    return { accountId, clubId: (row as { id: string }).id, slug };
  });
}
