import type { Knex } from 'knex';
import type { PasswordRehash, SessionAccount } from '../../auth/sessions';
import type { ProfileOfUser } from '../../presenters/current-user-presenter';
import { hashIsOutdated, hashPassword, verifyPassword } from '../../support/passwords';
import type { Country } from '@anpfiff/schemas/catalogues/countries';

export const INVALID_CREDENTIALS = 'Ungültige Anmeldedaten';

export type LoginOutcome =
  | {
      ok: true;
      account: SessionAccount;
      profile: ProfileOfUser;
      /** The password hashed at today's parameters, when the stored hash was made with others. */
      /** The stored hash the password was checked against: the session starts only while it stands. */
      passwordHash: string;
      rehash?: PasswordRehash;
    }
  | {
      ok: false;
      message:
        | 'Ungültige Anmeldedaten'
        | 'Anmeldedaten sind in diesem Land nicht gültig'
        | 'Dein Account ist gesperrt';
    };

export interface LoginRow extends SessionAccount {
  passwordHash: string;
  verifiedAt: Date | null;
  locked: boolean;
  club: ProfileOfUser['club'] | null;
  person: ProfileOfUser['person'] | null;
}

// Verifying against a real hash when the address is unknown keeps both answers equally slow, so timing
// does not reveal who has an account.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('kein-konto-vorhanden'));

/** The account a login names, with its profile (at most one of the two exists) for the answer. */
export function loginAccountQuery(db: Knex, email: string): Knex.QueryBuilder {
  return db('accounts as a')
    .leftJoin('clubs as c', 'c.accountId', 'a.id')
    .leftJoin('persons as p', 'p.accountId', 'a.id')
    .whereRaw('lower(a.email) = lower(?)', [email])
    .select(
      'a.id',
      'a.email',
      'a.kind',
      'a.passwordHash',
      'a.country',
      'a.verifiedAt',
      'a.locked',
      db.raw(
        `case when c.id is null then null
           else json_build_object('slug', c.slug, 'name', c.name, 'avatarUrl', c.avatar_url) end as club`,
      ),
      db.raw(
        `case when p.id is null then null
           else json_build_object('slug', p.slug, 'firstName', p.first_name, 'lastName', p.last_name,
             'avatarUrl', p.avatar_url) end as person`,
      ),
    );
}

/**
 * Checks credentials against the account `loginAccountQuery` found, in the order that reveals the least:
 * only a correct password learns that the account belongs to the other country's site, or that it is
 * locked or not verified yet.
 */
export async function checkLogin(
  account: LoginRow | undefined,
  password: string,
  country: Country,
  offDatabase: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
): Promise<LoginOutcome> {
  const passwordHash = account?.passwordHash ?? (await decoyHash());
  const valid = await offDatabase(() => verifyPassword(passwordHash, password));
  if (!account || !valid) return { ok: false, message: INVALID_CREDENTIALS };
  if (account.country !== country)
    return { ok: false, message: 'Anmeldedaten sind in diesem Land nicht gültig' };
  if (!account.verifiedAt || account.locked) return { ok: false, message: 'Dein Account ist gesperrt' };
  const { id, email: address, kind } = account;
  const rehash = hashIsOutdated(passwordHash)
    ? { from: passwordHash, to: await offDatabase(() => hashPassword(password)) }
    : undefined;
  return {
    ok: true,
    account: { id, email: address, kind, country: account.country },
    profile: { club: account.club ?? undefined, person: account.person ?? undefined },
    passwordHash,
    rehash,
  };
}
