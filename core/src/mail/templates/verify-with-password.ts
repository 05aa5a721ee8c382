import { LINK_VALIDITY } from './link-validity';
import type { FormOfAddress, MailContent, Paragraph } from './mail-layout';
import type { MailTemplateInput } from './mail-template-input';
import { thisMailWord } from './spelling';
import { paths } from '@anpfiff/schemas/site/paths';

// A reset link: the page behind it sets a password, and that verifies the account. A new one comes from
// the reset request page as well, which mails the same kind of link.
const VALID = LINK_VALIDITY['verify-with-password'].text;

interface Words {
  subject: string;
  intro: string[];
  expired: (restartUrl: string) => Paragraph;
  notYou: (thisMail: string) => string;
}

// A person reads "du", a club (several people behind one account) "ihr", as in the weekly digest.
const WORDS: Record<FormOfAddress, Words> = {
  du: {
    subject: 'Passwort festlegen und E-Mail-Adresse bei Anpfiff bestätigen',
    intro: [
      'Du hast einen neuen Bestätigungslink für deinen Anpfiff-Account angefordert. Über den Link legst du dein Passwort fest. Damit ist deine E-Mail-Adresse bestätigt und du kannst dich anmelden.',
      'Wir fragen dabei nach dem Passwort, damit nur du deinen Account freischaltest, auch wenn jemand anderes deine Adresse bei der Registrierung angegeben hat.',
    ],
    expired: (url) => [
      `Der Link ist ${VALID} gültig. Ist er abgelaufen, kannst du auf `,
      { url },
      ' einen neuen anfordern.',
    ],
    notYou: (thisMail) =>
      `Du hast keinen Link angefordert? Dann kannst du ${thisMail} ignorieren: Ohne neues Passwort wird der Account nicht freigeschaltet.`,
  },
  ihr: {
    subject: 'Passwort festlegen und E-Mail-Adresse bei Anpfiff bestätigen',
    intro: [
      'Ihr habt einen neuen Bestätigungslink für euren Anpfiff-Account angefordert. Über den Link legt ihr euer Passwort fest. Damit ist eure E-Mail-Adresse bestätigt und ihr könnt euch anmelden.',
      'Wir fragen dabei nach dem Passwort, damit nur ihr euren Account freischaltet, auch wenn jemand anderes eure Adresse bei der Registrierung angegeben hat.',
    ],
    expired: (url) => [
      `Der Link ist ${VALID} gültig. Ist er abgelaufen, könnt ihr auf `,
      { url },
      ' einen neuen anfordern.',
    ],
    notYou: (thisMail) =>
      `Ihr habt keinen Link angefordert? Dann könnt ihr ${thisMail} ignorieren: Ohne neues Passwort wird der Account nicht freigeschaltet.`,
  },
};

/**
 * Sent when someone asks for a new verification link. Anyone may ask for one, so this link does not
 * switch on the password typed at registration, which may be a stranger's who registered the address
 * first: it leads to the reset page, and the password set there verifies the account.
 */
export function verifyWithPasswordContent({
  country,
  siteUrl,
  token,
  displayName,
  formOfAddress = 'du',
}: MailTemplateInput): MailContent {
  const words = WORDS[formOfAddress];
  return {
    country,
    siteUrl,
    displayName,
    formOfAddress,
    subject: words.subject,
    intro: words.intro,
    action: {
      label: 'Passwort festlegen',
      url: `${siteUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`,
    },
    outro: [words.expired(`${siteUrl}${paths.initiatePasswordReset}`), words.notYou(thisMailWord(country))],
  };
}
