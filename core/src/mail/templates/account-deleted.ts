import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { layoutMail, type RenderedMail, SUPPORT_ADDRESS } from './mail-layout';
import { spell } from './spelling';

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
  const what =
    input.kind === 'club'
      ? 'Das Vereinsprofil, alle Angebote und die hochgeladenen Bilder'
      : 'Dein Profil und die hochgeladenen Bilder';
  return layoutMail({
    country: input.country,
    siteUrl,
    displayName: input.displayName,
    subject: 'Dein Anpfiff-Account ist gelöscht',
    intro: [
      s('Wie gewünscht haben wir deinen Account bei Anpfiff gelöscht.'),
      s(`${what} sind entfernt und nicht mehr auffindbar. Du bekommst von uns keine weiteren Mails.`),
    ],
    action: { label: 'Neu registrieren', url: `${siteUrl}/register` },
    outro: [
      s(`Du hast deinen Account nicht selbst gelöscht? Dann schreib uns bitte sofort an ${SUPPORT_ADDRESS}.`),
      s('Schön, dass du dabei warst. Du bist jederzeit wieder willkommen.'),
    ],
  });
}
