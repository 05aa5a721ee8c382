import { renderWithout } from '@anpfiff/core/mail/forget-in-pending-mails';
import { type QueuedMail, uuidArray } from '@anpfiff/core/mail/mail-outbox';
import { digestMentions, digestNamed, type DigestInput } from '@anpfiff/core/mail/templates/weekly-digest';
import type { Knex } from 'knex';

/** A digest composed outside the queueing transaction, with the input it was rendered from. */
export interface ComposedDigest {
  accountId: string;
  mail: QueuedMail;
  input: DigestInput;
}

/**
 * Of the accounts `ids`, those a digest may still go to — verified, not locked, weekly mail on, as
 * digestAccounts chose them when the batch was read — locked until commit. FOR SHARE, not FOR KEY SHARE:
 * it also waits for a plain update of the row (the weekly mail switched off, a lock), so that change either
 * committed before and is read here, or waits for this batch and finds its digest to drop.
 */
async function lockRecipients(trx: Knex.Transaction, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  return (await trx('accounts')
    .whereRaw('id = any(?::uuid[])', [uuidArray([...ids])])
    .whereNotNull('verifiedAt')
    .where({ locked: false, weeklyJobUpdate: true })
    .forShare()
    .pluck('id')) as string[];
}

/**
 * The accounts of the named persons and clubs that are still public by the digest's rule (verified, not
 * locked: digest-queries), locked until commit like the recipients, for the same reason: a lock of one of
 * them either is read here or waits for this batch and then renders its digests again without it.
 */
async function lockPublicAccounts(
  trx: Knex.Transaction,
  named: { persons: Set<string>; clubs: Set<string> },
): Promise<string[]> {
  if (named.persons.size === 0 && named.clubs.size === 0) return [];
  const owners = trx
    .select('accountId')
    .from('persons')
    .whereRaw('id = any(?::uuid[])', [uuidArray([...named.persons])])
    .union((q) =>
      q
        .select('accountId')
        .from('clubs')
        .whereRaw('id = any(?::uuid[])', [uuidArray([...named.clubs])]),
    );
  return (await trx('accounts')
    .whereIn('id', owners)
    .whereNotNull('verifiedAt')
    .where({ locked: false })
    .forShare()
    .pluck('id')) as string[];
}

/** The ids among `ids` that are still rows of `table` owned by one of `accounts`, locked against deletion. */
async function lockPresent(
  trx: Knex.Transaction,
  table: string,
  ids: Set<string>,
  accounts: string[],
): Promise<string[]> {
  if (ids.size === 0 || accounts.length === 0) return [];
  return (await trx(table)
    .whereRaw('id = any(?::uuid[])', [uuidArray([...ids])])
    .whereRaw('account_id = any(?::uuid[])', [uuidArray(accounts)])
    .forKeyShare()
    .pluck('id')) as string[];
}

/**
 * The ids among `ids` that are still offers, locked against deletion until commit. FOR KEY SHARE like the
 * profiles: an edit of the offer goes on, its deletion waits. Whose offers they are needs no check here:
 * the locks of their clubs (a person's digest) or of the recipient (a club's own) decided that already.
 */
async function lockOffers(trx: Knex.Transaction, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  return (await trx('jobs')
    .whereRaw('id = any(?::uuid[])', [uuidArray([...ids])])
    .forKeyShare()
    .pluck('id')) as string[];
}

/**
 * The composed digests as they may still be queued. Composing reads outside the transaction, so an account
 * deleted, locked or out of the weekly mail since then must not get a mail, and a person, club or offer
 * deleted or no longer public must not be named (the change did not see this mail to drop it or render it
 * again). The recipients, then the accounts of the named, then the named people and clubs, then the named
 * offers are locked, in the order a deletion of an account reaches account, profile and offers (an offer's
 * own deletion takes only the offer before the outbox): a change either waits for this batch's commit and
 * finds its mails, or committed before and is read here. A digest is rendered again without what it lost,
 * or dropped if empty.
 */
export async function withoutDeleted(
  trx: Knex.Transaction,
  composed: ComposedDigest[],
): Promise<ComposedDigest[]> {
  const recipients = new Set(await lockRecipients(trx, new Set(composed.map((c) => c.accountId))));
  const current = composed.filter((c) => recipients.has(c.accountId));
  const named = { persons: new Set<string>(), clubs: new Set<string>(), offers: new Set<string>() };
  for (const c of current) {
    const { persons, clubs, offers } = digestNamed(c.input);
    for (const id of persons) named.persons.add(id);
    for (const id of clubs) named.clubs.add(id);
    for (const id of offers) named.offers.add(id);
  }
  const publicAccounts = await lockPublicAccounts(trx, named);
  const present = new Set([
    ...(await lockPresent(trx, 'persons', named.persons, publicAccounts)),
    ...(await lockPresent(trx, 'clubs', named.clubs, publicAccounts)),
    ...(await lockOffers(trx, named.offers)),
  ]);
  const kept: ComposedDigest[] = [];
  for (const c of current) {
    const gone = digestMentions(c.input).filter((id) => !present.has(id));
    if (gone.length === 0) {
      kept.push(c);
      continue;
    }
    const next = renderWithout(c.mail.template, c.input, gone);
    if (!next) continue;
    const { subject, text, html } = next.mail;
    kept.push({
      accountId: c.accountId,
      input: next.renderInput as DigestInput,
      mail: {
        ...c.mail,
        subject,
        text,
        html,
        mentions: { profileIds: next.mentions, renderInput: next.renderInput },
      },
    });
  }
  return kept;
}
