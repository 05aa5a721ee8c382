import { appendEvent } from '@anpfiff/core/events/append-event';
import { forgetInPendingMails } from '@anpfiff/core/mail/forget-in-pending-mails';
import type { Knex } from 'knex';
import { retireSlugs } from '../support/slugs';
import { displayNameOf } from './password-reset';

interface Profile {
  id: string;
  slug: string;
}

export interface DeletedAccount {
  /** The uploaded images whose rows went with the account: the caller removes the files after commit. */
  uploadFiles: string[];
}

export interface DeleteAccountOptions {
  /**
   * Asked with the account locked, before anything is deleted: a deletion decided earlier (housekeeping's
   * of an account never verified) goes ahead only if it still holds. False deletes nothing.
   */
  stillDue?: (trx: Knex.Transaction) => Promise<boolean>;
  /**
   * False: no mail confirms the deletion. For a registration never verified, whose address was never
   * confirmed (its owner may not even have registered) and which nobody asked to delete.
   */
  confirm?: boolean;
}

/**
 * Removes the account and everything personal with it: profile, offers, sessions, tokens and uploads rows
 * go in the same transaction, its mails and attempt counters here, and no mail still waiting for someone
 * else names it any more. Null when there was no such account (or `stillDue` said no).
 *
 * The account row is locked first, then its profile: whatever else writes for the account (a reset mail,
 * an upload, a digest naming it) is ordered before this, and its rows are found here, or after, and finds
 * the account gone.
 */
export async function deleteAccount(
  db: Knex,
  accountId: string,
  { stillDue, confirm = true }: DeleteAccountOptions = {},
): Promise<DeletedAccount | null> {
  return db.transaction(async (trx) => {
    const account = (await trx('accounts')
      .where({ id: accountId })
      .forUpdate()
      .first('email', 'country', 'verifiedAt')) as
      { email: string; country: string; verifiedAt: Date | null } | undefined;
    if (!account) return null;
    if (stillDue && !(await stillDue(trx))) return null;
    const club = (await trx('clubs').where({ accountId }).forUpdate().first('id', 'slug')) as
      Profile | undefined;
    const person = (await trx('persons').where({ accountId }).forUpdate().first('id', 'slug')) as
      Profile | undefined;
    const profile = club ?? person;
    // The club's offers before any mail, as deleteJob takes its offer before the mails naming it: taken
    // the other way round, the two could each wait for the other over a digest naming club and offer.
    const offerSlugs = club
      ? ((await trx('jobs').where({ clubId: club.id }).orderBy('id').forUpdate().pluck('slug')) as string[])
      : [];
    // Mails still waiting would go to someone who just left; the sent ones would keep their address.
    await trx('mail_outbox').where({ accountId }).delete();
    // Others' mails still waiting (a club's digest listing this person) are rendered again without them.
    if (profile) await forgetInPendingMails(trx, [profile.id]);
    // The mailer confirms the deletion to the address it keeps, and it may never have kept one (it was not
    // running, or lagged behind the registration). So the deletion leaves it the address as it is now; the
    // mailer drops it with the mail it queues, and the sent mail keeps none. Without it: no confirmation.
    if (confirm) {
      const displayName = await displayNameOf(trx, accountId);
      await trx('mail_recipients')
        .insert({
          accountId,
          email: account.email,
          country: account.country,
          displayName,
          updatedAt: trx.fn.now(),
        })
        .onConflict('accountId')
        .merge();
    } else await trx('mail_recipients').where({ accountId }).delete();
    // Attempt counters are named by the address (login, reset mails); they would outlive the account.
    const address = account.email.toLowerCase();
    await trx('rate_limits')
      .whereIn('key', [
        `login:account:${address}`,
        `password-reset:mail:${address}`,
        `verification-resend:mail:${address}`,
      ])
      .orWhereRaw('starts_with(key, ?)', [`login:account:${address}:`])
      .delete();
    // Exactly the rows removed here, an upload committed while this waited for the lock included.
    const uploads = (await trx('uploads').where({ accountId }).delete().returning('fileName')) as {
      fileName: string;
    }[];
    // A club's and its offers' addresses were public: no later club or offer may take them over. Nor may
    // the next person of the same name take over a person's page, where links and search engines would
    // show them in place of the one who left. A registration never verified never had a public page:
    // nothing of it is kept, and its name is free again.
    if (club) {
      await retireSlugs(trx, 'clubs', [club.slug]);
      await retireSlugs(trx, 'jobs', offerSlugs);
    }
    if (person && account.verifiedAt) await retireSlugs(trx, 'persons', [person.slug]);
    const [row] = await trx('accounts')
      .where({ id: accountId })
      .delete()
      .returning(['version', 'country', 'kind']);
    if (!row) return null;
    const { version, country, kind } = row as { version: number; country: 'CH' | 'DE'; kind: string };
    await appendEvent(trx, {
      type: 'account.deleted',
      aggregateId: accountId,
      country,
      version: version + 1,
      // Consumers can no longer re-read the profile, so the event names it.
      payload: { kind, profileId: profile?.id ?? null },
    });
    return { uploadFiles: uploads.map((u) => u.fileName) };
  });
}
