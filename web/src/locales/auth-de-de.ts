import type { DeepPartial } from './de-de';
import type { auth } from './de/auth';

/**
 * What the German site writes differently on the sign-in pages: "die E-Mail" where Switzerland says "das
 * E-Mail", as the mails themselves do on each site. Each page adds these with its own texts.
 */
export const authDeDE: DeepPartial<typeof auth> = {
  registerSuccess: {
    text: 'Wir haben dir eine E-Mail mit einem Link geschickt. Öffne den Link, um dein Konto zu bestätigen. Danach kannst du dich anmelden.',
    textTo:
      'Wir haben eine E-Mail an {{email}} geschickt. Öffne den Link darin, um dein Konto zu bestätigen. Danach kannst du dich anmelden.',
    spam: 'Keine E-Mail erhalten? Schau bitte auch im Spam-Ordner nach oder schreib uns an',
  },
  resetInitiated: {
    text: 'Wenn zu dieser Adresse ein Konto besteht, ist eine E-Mail mit einem Link unterwegs. Öffne ihn, um ein neues Passwort zu setzen.',
    spam: 'Keine E-Mail erhalten? Schau bitte auch im Spam-Ordner nach.',
  },
  verifyMail: {
    missingToken: 'Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail noch einmal.',
  },
  resetPassword: {
    missingToken:
      'Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail noch einmal oder fordere einen neuen an.',
  },
};
