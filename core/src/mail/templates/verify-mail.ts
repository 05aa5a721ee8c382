import { LINK_VALIDITY } from './link-validity';
import type { FormOfAddress, MailContent } from './mail-layout';
import type { MailTemplateInput } from './mail-template-input';
import { thisMailWord } from './spelling';
import { paths } from '@anpfiff/schemas/site/paths';

const VALID = LINK_VALIDITY['verify-mail'].text;

// A person reads "du", a club (several people behind one account) "ihr", as in the weekly digest.
const WORDS: Record<FormOfAddress, { subject: string; intro: string; notYou: (thisMail: string) => string }> =
  {
    du: {
      subject: 'Bestätige deine E-Mail-Adresse bei Anpfiff',
      intro:
        'Willkommen bei Anpfiff! Bitte bestätige noch deine E-Mail-Adresse. Danach kannst du dich anmelden und loslegen.',
      notYou: (thisMail) =>
        `Du hast dich nicht bei Anpfiff registriert? Dann hat wohl jemand deine Adresse vertippt. Du kannst ${thisMail} ignorieren: Ohne Bestätigung wird der Account nicht freigeschaltet.`,
    },
    ihr: {
      subject: 'Bestätigt eure E-Mail-Adresse bei Anpfiff',
      intro:
        'Willkommen bei Anpfiff! Bitte bestätigt noch eure E-Mail-Adresse. Danach könnt ihr euch anmelden und loslegen.',
      notYou: (thisMail) =>
        `Ihr habt euch nicht bei Anpfiff registriert? Dann hat wohl jemand eure Adresse vertippt. Ihr könnt ${thisMail} ignorieren: Ohne Bestätigung wird der Account nicht freigeschaltet.`,
    },
  };

/** Sent after registration; an unverified account cannot sign in, so this link is the way in. */
export function verifyMailContent({
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
    intro: [words.intro],
    action: {
      label: 'E-Mail-Adresse bestätigen',
      url: `${siteUrl}${paths.verifyMail}?token=${encodeURIComponent(token)}`,
    },
    outro: [`Der Link ist ${VALID} gültig.`, words.notYou(thisMailWord(country))],
  };
}
