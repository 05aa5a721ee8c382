import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';

export interface NewAccount {
  email: string;
  /** argon2id hash, computed before the transaction */
  passwordHash: string;
  country: Country;
}

/** The account row shared by both registrations; the caller appends `account.registered` after its profile. */
export async function insertAccount(trx: Knex.Transaction, kind: 'person' | 'club', account: NewAccount) {
  const [row] = await trx('accounts')
    .insert({
      email: account.email.trim(),
      kind,
      country: account.country,
      passwordHash: account.passwordHash,
    })
    .returning(['id', 'version']);
  return row as { id: string; version: number };
}
