import type { Config } from '@anpfiff/core/config/config';
import type { StoredEvent } from '@anpfiff/core/events/event-log';
import { queueMail } from '@anpfiff/core/mail/mail-outbox';
import {
  ACCOUNT_DELETED_TEMPLATE,
  renderAccountDeletedMail,
} from '@anpfiff/core/mail/templates/account-deleted';
import type { Knex } from 'knex';
import type { MailRecipient } from './mail-recipients';

/** The delivery record's kind is the template's name: the outbox redacts a given-up one by that name. */
export const ACCOUNT_DELETED_KIND = ACCOUNT_DELETED_TEMPLATE;

/**
 * `account.deleted` → the confirmation mail, to the address the recipient directory kept — which the
 * deletion itself left there in its transaction, so the mail goes out even if this consumer never saw
 * the account's earlier events. In one transaction: the delivery record (unique per account, so a
 * replayed event sends nothing), the queued mail and the removal of the kept address; the sent mail's
 * address is redacted by the sender. Returns whether a mail was queued.
 */
export async function confirmDeletion(
  db: Knex,
  event: StoredEvent,
  sites: Config['sites'],
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const recipient = (await trx('mail_recipients')
      .where({ accountId: event.aggregateId })
      .forUpdate()
      .first()) as MailRecipient | undefined;
    if (!recipient) return false;
    const inserted = (await trx('mail_deliveries')
      .insert({ accountId: event.aggregateId, kind: ACCOUNT_DELETED_KIND, period: 'once' })
      .onConflict(['accountId', 'kind', 'period'])
      .ignore()
      .returning('id')) as unknown[];
    await trx('mail_recipients').where({ accountId: event.aggregateId }).delete();
    if (inserted.length === 0) return false;
    const country = recipient.country.trim() as 'CH' | 'DE';
    const kind = event.payload.kind === 'club' ? 'club' : 'person';
    const mail = renderAccountDeletedMail({
      country,
      siteUrl: sites[country],
      displayName: recipient.displayName,
      kind,
    });
    // No account id: the account row is gone, and the outbox's reference to it would be nulled anyway.
    await queueMail(trx, { accountId: null, template: ACCOUNT_DELETED_KIND, to: recipient.email, ...mail });
    return true;
  });
}
