import type { Knex } from 'knex';
import { ACCOUNT_DELETED_TEMPLATE } from './templates/account-deleted';

/** What the body of a delivered mail becomes: the link in it must not outlive its delivery here. */
export const REDACTED_BODY = '[zugestellt]';
/** What the body of a given-up deletion confirmation becomes: it named who left, and nobody retries it. */
export const GIVEN_UP_BODY = '[nicht zugestellt]';
/** The address of a mail to nobody's account any more (the confirmation of a deleted one), once done with. */
export const REDACTED_ADDRESS = '[gelöscht]';

/** SQL: a mail to no account any more: its address is all that is left of whom it was for. */
export const TO_NO_ACCOUNT = 'account_id is null';

/**
 * SQL: the confirmation of a deletion, the one mail queued to no account. A given-up mail is redacted only
 * if it is one: nobody retries it, while any other failed mail keeps what an operator's retry needs.
 */
export function deletionConfirmation(db: Knex): Knex.Raw {
  return db.raw(`(${TO_NO_ACCOUNT} and template = ?)`, [ACCOUNT_DELETED_TEMPLATE]);
}

/**
 * The columns that redact the rows of an update where `content` holds (SQL): the body becomes `body` and
 * whom the mail named is forgotten (a deletion only looks at unsent mails). Where `contact` holds, the
 * address goes too: a mail to nobody's account would otherwise keep the only trace of who left. A sent
 * mail loses its content and, to no account, its address; a given-up deletion confirmation both.
 */
export function redactedColumns(
  db: Knex,
  { content, contact, body }: { content: string | Knex.Raw; contact: string | Knex.Raw; body: string },
): Record<string, Knex.Raw> {
  const cond = (c: string | Knex.Raw) => (typeof c === 'string' ? db.raw(c) : c);
  return {
    toAddress: db.raw('case when ? then ? else to_address end', [cond(contact), REDACTED_ADDRESS]),
    textBody: db.raw('case when ? then ? else text_body end', [cond(content), body]),
    htmlBody: db.raw('case when ? and html_body is not null then ? else html_body end', [
      cond(content),
      body,
    ]),
    mentions: db.raw('case when ? then null else mentions end', [cond(content)]),
    renderInput: db.raw('case when ? then null else render_input end', [cond(content)]),
  };
}

/**
 * An e-mail address within free text, such as a relay's refusal (`550 5.1.1 <lea@example.ch>: …`): the
 * text around `@` up to the characters that delimit addresses in SMTP replies and headers. Broad on
 * purpose: too wide hides a little more of an error, too narrow leaks contact data; it also takes an
 * address masked already. Written so that JavaScript and PostgreSQL (ARE) read it alike, as both use it.
 */
const ADDRESS_PATTERN = String.raw`[^\s<>()[\]\\,;:"@]+@[^\s<>()[\]\\,;:"@]+`;
const ADDRESS = new RegExp(ADDRESS_PATTERN, 'gu');

/** The address with its local part hidden: enough for an operator to recognise it, not a contact list. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * `text` (an error to log or keep) with every address in it masked. The recipient's own address is
 * looked for as it stands too, since it need not look like the pattern expects (a quoted local part);
 * relays may repeat it in other case. One pass, so that nothing masked is masked again.
 */
export function maskAddresses(text: string, recipient?: string): string {
  if (!recipient || recipient.lastIndexOf('@') < 1) return text.replace(ADDRESS, maskAddress);
  const literal = recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${literal}|${ADDRESS_PATTERN}`, 'giu'), (found) =>
    found.toLowerCase() === recipient.toLowerCase() ? maskAddress(recipient) : maskAddress(found),
  );
}

/**
 * SQL: `lastError` (SQL) as it may stay on a row where `contact` holds: without any address, which a
 * relay's refusal often repeats ("<lea@example.ch>: mailbox unavailable"). Not even masked: the masked
 * form still names the domain and an initial of who left.
 */
export function errorWithoutAddress(db: Knex, contact: string | Knex.Raw, lastError: Knex.Raw): Knex.Raw {
  const cond = typeof contact === 'string' ? db.raw(contact) : contact;
  return db.raw(`case when ? then regexp_replace(replace(?, to_address, ?), ?, ?, 'g') else ? end`, [
    cond,
    lastError,
    REDACTED_ADDRESS,
    ADDRESS_PATTERN,
    REDACTED_ADDRESS,
    lastError,
  ]);
}
