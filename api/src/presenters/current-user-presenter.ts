import type { CurrentUser } from '@anpfiff/schemas/api/session';
import type { Knex } from 'knex';
import type { SessionAccount } from '../auth/sessions';

export interface ProfileOfUser {
  club?: { slug: string; name: string; avatarUrl: string | null } | undefined;
  person?: { slug: string; firstName: string; lastName: string; avatarUrl: string | null } | undefined;
}

/** The signed-in user as the web app's session state needs it, from the account and its profile. */
export function currentUserOf(account: SessionAccount, { club, person }: ProfileOfUser): CurrentUser {
  return {
    email: account.email,
    displayName: club?.name ?? (person ? `${person.firstName} ${person.lastName}` : account.email),
    profileSlug: club?.slug ?? person?.slug ?? null,
    admin: account.kind === 'admin',
    club: club ?? null,
    person: person ?? null,
  };
}

/** The signed-in user as the web app's session state needs it. */
export async function presentCurrentUser(db: Knex, account: SessionAccount): Promise<CurrentUser> {
  // Only the profile table of the account's kind is read: every request of a signed-in page comes here.
  const club =
    account.kind === 'club'
      ? ((await db('clubs')
          .where({ accountId: account.id })
          .first('slug', 'name', 'avatarUrl')) as ProfileOfUser['club'])
      : undefined;
  const person =
    account.kind === 'person'
      ? ((await db('persons')
          .where({ accountId: account.id })
          .first('slug', 'firstName', 'lastName', 'avatarUrl')) as ProfileOfUser['person'])
      : undefined;
  return currentUserOf(account, { club, person });
}
