import type { AccountKind } from '@anpfiff/core/db/models/account';
import { queueMail } from '@anpfiff/core/mail/mail-outbox';
import { formOfAddressOf } from '@anpfiff/core/mail/templates/form-of-address';
import { type MailTemplate, renderMail } from '@anpfiff/core/mail/templates/render-mail';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';
import { issueToken, linkExpiry, type TokenPurpose } from '../auth/account-tokens';

export interface MailRecipient {
  accountId: string;
  email: string;
  country: Country;
  displayName: string;
  /** Required so no caller can forget it: a club reads "ihr", a person "du". */
  kind: AccountKind;
}

/**
 * Issues a token and queues the mail carrying its link, both in the command's transaction. The mail's words
 * are the purpose's own unless another template is named for the same kind of link.
 */
export async function queueTokenMail(
  trx: Knex.Transaction,
  purpose: TokenPurpose,
  to: MailRecipient,
  sites: Record<Country, string>,
  template: MailTemplate = purpose,
): Promise<void> {
  // The token's own expiry: a mail still unsent then is not sent at all.
  const sendBefore = linkExpiry(trx, purpose);
  const token = await issueToken(trx, to.accountId, purpose);
  const mail = renderMail(template, {
    country: to.country,
    siteUrl: sites[to.country],
    token,
    displayName: to.displayName,
    formOfAddress: formOfAddressOf(to.kind),
  });
  await queueMail(trx, { accountId: to.accountId, template, to: to.email, ...mail, sendBefore });
}
