import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { type FormOfAddress, layoutMail, type RenderedMail, SUPPORT_ADDRESS } from './mail-layout';
import { formOfAddressOf } from './form-of-address';
import { spell } from './spelling';
import { paths } from '@anpfiff/schemas/site/paths';

const CLUB_DATA = 'Das Vereinsprofil, alle Angebote und die hochgeladenen Bilder';
const PERSON_DATA = 'Dein Profil und die hochgeladenen Bilder';

// A club reads "ihr" (several people behind one account), a person "du", as in every other mail.
const WORDS: Record<FormOfAddress, Record<'subject' | 'deleted' | 'gone' | 'notYou' | 'farewell', string>> = {
  du: {
    subject: 'Dein Anpfiff-Account ist gelöscht',
    deleted: 'Wie gewünscht haben wir deinen Account bei Anpfiff gelöscht.',
    gone: 'sind entfernt und nicht mehr auffindbar. Du bekommst von uns keine weiteren Mails.',
    notYou: `Du hast deinen Account nicht selbst gelöscht? Dann schreib uns bitte sofort an ${SUPPORT_ADDRESS}.`,
    farewell: 'Schön, dass du dabei warst. Du bist jederzeit wieder willkommen.',
  },
  ihr: {
    subject: 'Euer Anpfiff-Account ist gelöscht',
    deleted: 'Wie gewünscht haben wir euren Account bei Anpfiff gelöscht.',
    gone: 'sind entfernt und nicht mehr auffindbar. Ihr bekommt von uns keine weiteren Mails.',
    notYou: `Ihr habt euren Account nicht selbst gelöscht? Dann schreibt uns bitte sofort an ${SUPPORT_ADDRESS}.`,
    farewell: 'Schön, dass ihr dabei wart. Ihr seid jederzeit wieder willkommen.',
  },
};

/** The template name its outbox rows carry (the mailer queues them under the same name). */
export const ACCOUNT_DELETED_TEMPLATE = 'account-deleted';

export interface AccountDeletedInput {
  country: Country;
  siteUrl: string;
  displayName: string;
  kind: 'person' | 'club' | 'admin';
}

/**
 * Confirms a deletion the account holder asked for. It carries no link into an account (there is none
 * left), only the way back: a new registration. It is sent to whoever owned the address, so it also tells
 * them what to do if they did not delete the account themselves.
 */
export function renderAccountDeletedMail(input: AccountDeletedInput): RenderedMail {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const s = (text: string) => spell(input.country, text);
  const formOfAddress = formOfAddressOf(input.kind);
  const words = WORDS[formOfAddress];
  return layoutMail({
    country: input.country,
    siteUrl,
    displayName: input.displayName,
    formOfAddress,
    subject: words.subject,
    intro: [s(words.deleted), s(`${input.kind === 'club' ? CLUB_DATA : PERSON_DATA} ${words.gone}`)],
    action: { label: 'Neu registrieren', url: `${siteUrl}${paths.register}` },
    outro: [s(words.notYou), s(words.farewell)],
  });
}
