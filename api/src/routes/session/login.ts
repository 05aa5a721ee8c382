import type { Knex } from 'knex';
import type { SessionAccount } from '../../auth/sessions';
import { hashPassword, verifyPassword } from '../../support/passwords';
import type { Country } from '@anpfiff/schemas/catalogues/countries';

export type LoginOutcome =
  | { ok: true; account: SessionAccount }
  | {
      ok: false;
      message:
        | 'Ungültige Anmeldedaten'
        | 'Anmeldedaten sind in diesem Land nicht gültig'
        | 'Dein Account ist gesperrt';
    };

// Verifying against a real hash when the address is unknown keeps both answers equally slow, so timing
// does not reveal who has an account.
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('kein-konto-vorhanden'));

/**
 * Checks credentials in the order that reveals the least: only a correct password learns that the account
 * belongs to the other country's site, or that it is locked or not verified yet.
 */
export async function checkLogin(
  db: Knex,
  email: string,
  password: string,
  country: Country,
  offDatabase: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
): Promise<LoginOutcome> {
  const account = (await db('accounts')
    .whereRaw('lower(email) = lower(?)', [email])
    .first('id', 'email', 'kind', 'passwordHash', 'country', 'verifiedAt', 'locked')) as
    (SessionAccount & { passwordHash: string; verifiedAt: Date | null; locked: boolean }) | undefined;
  const passwordHash = account?.passwordHash ?? (await decoyHash());
  const valid = await offDatabase(() => verifyPassword(passwordHash, password));
  if (!account || !valid) return { ok: false, message: 'Ungültige Anmeldedaten' };
  if (account.country !== country)
    return { ok: false, message: 'Anmeldedaten sind in diesem Land nicht gültig' };
  if (!account.verifiedAt || account.locked) return { ok: false, message: 'Dein Account ist gesperrt' };
  const { id, email: address, kind } = account;
  return { ok: true, account: { id, email: address, kind, country: account.country } };
}
