import { LINK_VALIDITY } from './link-validity';
import type { MailContent } from './mail-layout';
import type { MailTemplateInput } from './mail-template-input';

const VALID = LINK_VALIDITY['password-reset'].text;

/** Sent when someone asks for a new password on /initiate-password-reset. */
export function passwordResetContent({
  country,
  siteUrl,
  token,
  displayName,
}: MailTemplateInput): MailContent {
  // Switzerland says "das E-Mail", Germany "die E-Mail".
  const thisMail = country === 'CH' ? 'dieses E-Mail' : 'diese E-Mail';
  return {
    country,
    siteUrl,
    displayName,
    subject: 'Neues Passwort für Anpfiff festlegen',
    intro: [
      'Du hast ein neues Passwort für deinen Anpfiff-Account angefordert. Über den Link legst du es fest.',
    ],
    action: {
      label: 'Neues Passwort festlegen',
      url: `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`,
    },
    outro: [
      `Der Link ist ${VALID} gültig. Ist er abgelaufen, kannst du auf ${siteUrl}/initiate-password-reset einen neuen anfordern.`,
      `Du hast kein neues Passwort angefordert? Dann kannst du ${thisMail} ignorieren, dein bisheriges Passwort bleibt gültig. Bekommst du solche Mails öfter, ohne sie angefordert zu haben, schreib uns bitte an hallo@anpfiff.ch.`,
    ],
  };
}
