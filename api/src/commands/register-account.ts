import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { MESSAGES as FORM_MESSAGES } from '@anpfiff/schemas/forms/validation-messages';
import type { Knex } from 'knex';
import { ValidationError } from '../errors';
import { isUniqueViolation } from '../support/constraint-violation';
import { uniqueSlug } from '../support/slugs';

export interface NewAccount {
  email: string;
  /** argon2id hash, computed before the transaction */
  passwordHash: string;
  country: Country;
}

/** Runs inside the registration transaction, e.g. to queue the verification mail. */
export type OnRegistered = (trx: Knex.Transaction, accountId: string) => Promise<void>;

interface NewProfile {
  table: 'clubs' | 'persons';
  /** what the profile's slug is made of, e.g. the club name */
  slugSource: string;
  columns: Record<string, unknown>;
}

/**
 * Both registrations: an unverified account and its profile, and `account.registered`, in one transaction.
 * The form checked that the address is free, but a registration with the same address (a double click, a
 * second tab) may commit while this one's password is hashed: the unique index then refuses the account,
 * which is answered with the form check's own field error, and nothing is written.
 */
export async function registerWithProfile(
  db: Knex,
  kind: 'person' | 'club',
  account: NewAccount,
  profile: NewProfile,
  onRegistered?: OnRegistered,
) {
  return db
    .transaction(async (trx) => {
      const [row] = await trx('accounts')
        .insert({
          email: account.email.trim(),
          kind,
          country: account.country,
          passwordHash: account.passwordHash,
        })
        .returning(['id', 'version']);
      const { id: accountId, version } = row as { id: string; version: number };
      const slug = await uniqueSlug(trx, profile.table, profile.slugSource);
      const [created] = await trx(profile.table)
        .insert({ accountId, country: account.country, slug, ...profile.columns })
        .returning('id');
      await appendEvent(trx, {
        type: 'account.registered',
        aggregateId: accountId,
        country: account.country,
        version,
        payload: { kind },
      });
      await onRegistered?.(trx, accountId);
      return { accountId, profileId: (created as { id: string }).id, slug };
    })
    .catch(refuseTakenEmail);
}

function refuseTakenEmail(error: unknown): never {
  if (isUniqueViolation(error, 'accounts_email_unique'))
    throw new ValidationError({ email: [FORM_MESSAGES.unique()] });
  throw error;
}
