import { LINK_VALIDITY } from './link-validity';
import { type FormOfAddress, type MailContent, type Paragraph, SUPPORT_ADDRESS } from './mail-layout';
import type { MailTemplateInput } from './mail-template-input';
import { thisMailWord } from './spelling';
import { paths } from '@anpfiff/schemas/site/paths';

const VALID = LINK_VALIDITY['password-reset'].text;

interface ResetWords {
  intro: string;
  expired: (restartUrl: string) => Paragraph;
  notYou: (thisMail: string) => string;
}

// A person reads "du", a club (several people behind one account) "ihr", as in the weekly digest.
const WORDS: Record<FormOfAddress, ResetWords> = {
  du: {
    intro:
      'Du hast ein neues Passwort für deinen Anpfiff-Account angefordert. Über den Link legst du es fest.',
    expired: (url) => [
      `Der Link ist ${VALID} gültig. Ist er abgelaufen, kannst du auf `,
      { url },
      ' einen neuen anfordern.',
    ],
    notYou: (thisMail) =>
      `Du hast kein neues Passwort angefordert? Dann kannst du ${thisMail} ignorieren, dein bisheriges Passwort bleibt gültig. Bekommst du solche Mails öfter, ohne sie angefordert zu haben, schreib uns bitte an ${SUPPORT_ADDRESS}.`,
  },
  ihr: {
    intro:
      'Ihr habt ein neues Passwort für euren Anpfiff-Account angefordert. Über den Link legt ihr es fest.',
    expired: (url) => [
      `Der Link ist ${VALID} gültig. Ist er abgelaufen, könnt ihr auf `,
      { url },
      ' einen neuen anfordern.',
    ],
    notYou: (thisMail) =>
      `Ihr habt kein neues Passwort angefordert? Dann könnt ihr ${thisMail} ignorieren, euer bisheriges Passwort bleibt gültig. Bekommt ihr solche Mails öfter, ohne sie angefordert zu haben, schreibt uns bitte an ${SUPPORT_ADDRESS}.`,
  },
};

/** Sent when someone asks for a new password on /initiate-password-reset. */
export function passwordResetContent({
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
    subject: 'Neues Passwort für Anpfiff festlegen',
    intro: [words.intro],
    action: {
      label: 'Neues Passwort festlegen',
      url: `${siteUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`,
    },
    outro: [words.expired(`${siteUrl}${paths.initiatePasswordReset}`), words.notYou(thisMailWord(country))],
  };
}
