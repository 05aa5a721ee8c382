import { appendEvent } from '@anpfiff/core/events/append-event';
import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { uniqueSlug } from '../support/slugs';
import { personColumns } from './profile-rows';
import { insertAccount, type NewAccount } from './register-account';

/** A person signs up: an unverified person account with its profile, and `account.registered`. */
export async function registerPerson(db: Knex, account: NewAccount, person: PersonProfile) {
  return db.transaction(async (trx) => {
    const { id: accountId, version } = await insertAccount(trx, 'person', account);
    const slug = await uniqueSlug(trx, 'persons', `${person.firstName} ${person.lastName}`);
    const [row] = await trx('persons')
      .insert({ accountId, country: account.country, slug, ...personColumns(person) })
      .returning('id');
    await appendEvent(trx, {
      type: 'account.registered',
      aggregateId: accountId,
      country: account.country,
      version,
      payload: { kind: 'person' },
    });
    return { accountId, personId: (row as { id: string }).id, slug };
  });
}
