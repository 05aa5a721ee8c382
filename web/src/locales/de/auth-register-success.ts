/** /register-success: its chunk carries these texts. */
export const registerSuccess = {
  title: 'Bitte bestätige deine E-Mail-Adresse',
  text: 'Wir haben dir ein E-Mail mit einem Link geschickt. Öffne den Link, um dein Konto zu bestätigen. Danach kannst du dich anmelden.',
  textTo:
    'Wir haben ein E-Mail an {{email}} geschickt. Öffne den Link darin, um dein Konto zu bestätigen. Danach kannst du dich anmelden.',
  spam: 'Kein E-Mail erhalten? Schau bitte auch im Spam-Ordner nach oder schreib uns an',
};
