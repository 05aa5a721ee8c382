import type { CurrentUser } from '@anpfiff/schemas/api/session';
import type { Knex } from 'knex';
import type { SessionAccount } from '../auth/sessions';

/** The signed-in user as the web app's session state needs it. */
export async function presentCurrentUser(db: Knex, account: SessionAccount): Promise<CurrentUser> {
  const club = (await db('clubs').where({ accountId: account.id }).first('slug', 'name', 'avatarUrl')) as
    { slug: string; name: string; avatarUrl: string | null } | undefined;
  const person = (await db('persons')
    .where({ accountId: account.id })
    .first('slug', 'firstName', 'lastName', 'avatarUrl')) as
    { slug: string; firstName: string; lastName: string; avatarUrl: string | null } | undefined;
  return {
    email: account.email,
    displayName: club?.name ?? (person ? `${person.firstName} ${person.lastName}` : account.email),
    profileSlug: club?.slug ?? person?.slug ?? null,
    admin: account.kind === 'admin',
    club: club ?? null,
    person: person ?? null,
  };
}
