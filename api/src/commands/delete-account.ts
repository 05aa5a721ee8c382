import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { retireSlugs } from '../support/slugs';

interface Profile {
  id: string;
  slug: string;
}

/**
 * Removes the account and everything personal with it: profile, offers, sessions, tokens and uploads rows
 * go by cascade in the same transaction, its mails and attempt counters here. The caller deletes the
 * uploaded files after commit.
 */
export async function deleteAccount(db: Knex, accountId: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    // Mails still waiting would go to someone who just left; the sent ones would keep their address.
    await trx('mail_outbox').where({ accountId }).delete();
    // Attempt counters are named by the address (login, reset mails); they would outlive the account.
    const account = (await trx('accounts').where({ id: accountId }).first('email')) as
      { email: string } | undefined;
    if (account) {
      const address = account.email.toLowerCase();
      await trx('rate_limits')
        .whereIn('key', [
          `login:account:${address}`,
          `password-reset:mail:${address}`,
          `verification-resend:mail:${address}`,
        ])
        .orWhereRaw('starts_with(key, ?)', [`login:account:${address}:`])
        .delete();
    }
    const club = (await trx('clubs').where({ accountId }).first('id', 'slug')) as Profile | undefined;
    const person = (await trx('persons').where({ accountId }).first('id', 'slug')) as Profile | undefined;
    const profile = club ?? person;
    // A club's and its offers' addresses were public: no later club or offer may take them over. A
    // person's slug spells their name and goes with them.
    if (club) {
      await retireSlugs(trx, 'clubs', [club.slug]);
      await retireSlugs(
        trx,
        'jobs',
        (await trx('jobs').where({ clubId: club.id }).pluck('slug')) as string[],
      );
    }
    const [row] = await trx('accounts')
      .where({ id: accountId })
      .delete()
      .returning(['version', 'country', 'kind']);
    if (!row) return false;
    const { version, country, kind } = row as { version: number; country: 'CH' | 'DE'; kind: string };
    await appendEvent(trx, {
      type: 'account.deleted',
      aggregateId: accountId,
      country,
      version: version + 1,
      // Consumers can no longer re-read the profile, so the event names it.
      payload: { kind, profileId: profile?.id ?? null },
    });
    return true;
  });
}
