import { LINK_VALIDITY } from './link-validity';
import type { MailContent } from './mail-layout';
import type { MailTemplateInput } from './mail-template-input';

const VALID = LINK_VALIDITY['verify-mail'].text;

/** Sent after registration; an unverified account cannot sign in, so this link is the way in. */
export function verifyMailContent({ country, siteUrl, token, displayName }: MailTemplateInput): MailContent {
  // Switzerland says "das E-Mail", Germany "die E-Mail".
  const thisMail = country === 'CH' ? 'dieses E-Mail' : 'diese E-Mail';
  return {
    country,
    siteUrl,
    displayName,
    subject: 'Bestätige deine E-Mail-Adresse bei Anpfiff',
    intro: [
      'Willkommen bei Anpfiff! Bitte bestätige noch deine E-Mail-Adresse. Danach kannst du dich anmelden und loslegen.',
    ],
    action: {
      label: 'E-Mail-Adresse bestätigen',
      url: `${siteUrl}/verify-mail?token=${encodeURIComponent(token)}`,
    },
    outro: [
      `Der Link ist ${VALID} gültig.`,
      `Du hast dich nicht bei Anpfiff registriert? Dann hat wohl jemand deine Adresse vertippt. Du kannst ${thisMail} ignorieren: Ohne Bestätigung wird der Account nicht freigeschaltet.`,
    ],
  };
}
