/** /initiate-password-reset: its chunk carries these texts. */
export const initiateReset = {
  title: 'Passwort vergessen',
  lead: 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort setzen kannst.',
  submit: 'Link anfordern',
  back: 'Zurück zur Anmeldung',
};
