/** /password-reset-initiated: its chunk carries these texts. */
export const resetInitiated = {
  title: 'Schau in dein Postfach',
  text: 'Wenn zu dieser Adresse ein Konto besteht, ist ein E-Mail mit einem Link unterwegs. Öffne ihn, um ein neues Passwort zu setzen.',
  spam: 'Kein E-Mail erhalten? Schau bitte auch im Spam-Ordner nach.',
  back: 'Zurück zur Anmeldung',
};
