/** Sign-in, registration, e-mail verification and password reset (spec section 2). */
export const auth = {
  checkingSession: 'Anmeldung wird geprüft …',
  login: {
    title: 'Anmelden',
    description: 'Melde dich bei Anpfiff an, um dein Profil, deine Angebote und passende Treffer zu sehen.',
    username: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Jetzt kostenlos registrieren',
    passwordChanged: 'Dein Passwort ist geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
    verified: 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.',
  },
  register: {
    title: 'Registrieren',
    lead: 'Wie möchtest du Anpfiff nutzen? Die Registrierung ist kostenlos.',
    club: {
      title: 'Als Verein',
      text: 'Angebote für Schiedsrichter, Trainer, Spieler und Helfer erfassen und passende Personen finden.',
      action: 'Verein registrieren',
    },
    person: {
      title: 'Als Person',
      text: 'Ein Profil mit deinen Interessen anlegen und passende Angebote von Vereinen erhalten.',
      action: 'Als Person registrieren',
    },
    haveAccount: 'Schon registriert?',
    login: 'Zur Anmeldung',
    personTitle: 'Als Person registrieren',
    clubTitle: 'Verein registrieren',
    submit: 'Registrieren',
    readTerms: 'AGB lesen',
    readPrivacy: 'Datenschutzerklärung lesen',
  },
  registerSuccess: {
    title: 'Bitte bestätige deine E-Mail-Adresse',
    text: 'Wir haben dir eine E-Mail mit einem Link geschickt. Öffne den Link, um dein Konto zu bestätigen. Danach kannst du dich anmelden.',
    textTo:
      'Wir haben eine E-Mail an {{email}} geschickt. Öffne den Link darin, um dein Konto zu bestätigen. Danach kannst du dich anmelden.',
    spam: 'Keine E-Mail erhalten? Schau bitte auch im Spam-Ordner nach oder schreib uns an',
  },
  verifyMail: {
    title: 'E-Mail-Adresse bestätigen',
    busy: 'Deine E-Mail-Adresse wird bestätigt …',
    done: 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.',
    missingToken: 'Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail noch einmal.',
    toLogin: 'Zur Anmeldung',
    failed: 'Es ist ein unerwarteter Fehler aufgetreten',
  },
  initiateReset: {
    title: 'Passwort vergessen',
    lead: 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort setzen kannst.',
    submit: 'Link anfordern',
    back: 'Zurück zur Anmeldung',
  },
  resetInitiated: {
    title: 'Schau in dein Postfach',
    text: 'Wenn zu dieser Adresse ein Konto besteht, ist eine E-Mail mit einem Link unterwegs. Öffne ihn, um ein neues Passwort zu setzen.',
    spam: 'Keine E-Mail erhalten? Schau bitte auch im Spam-Ordner nach.',
    back: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    title: 'Neues Passwort setzen',
    submit: 'Passwort speichern',
    missingToken:
      'Dieser Link ist unvollständig. Bitte öffne den Link aus der E-Mail noch einmal oder fordere einen neuen an.',
    requestNew: 'Neuen Link anfordern',
  },
};
