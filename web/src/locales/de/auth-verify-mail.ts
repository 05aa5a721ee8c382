/** /verify-mail: its chunk carries these texts. */
export const verifyMail = {
  title: 'E-Mail-Adresse bestätigen',
  busy: 'Deine E-Mail-Adresse wird bestätigt …',
  done: 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.',
  missingToken: 'Dieser Link ist unvollständig. Bitte öffne den Link aus dem E-Mail noch einmal.',
  toLogin: 'Zur Anmeldung',
  failed: 'Es ist ein unerwarteter Fehler aufgetreten',
};
