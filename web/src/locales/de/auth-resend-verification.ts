/** A new verification link, asked for on /verify-mail and /register-success: their chunks carry these texts. */
export const resendVerification = {
  title: 'Neuen Bestätigungslink anfordern',
  lead: 'Gib die E-Mail-Adresse ein, mit der du dich registriert hast. Ist das Konto noch nicht bestätigt, schicken wir einen neuen Link dorthin. Mit ihm legst du dein Passwort fest und bestätigst so die Adresse.',
  submit: 'Link anfordern',
  again: 'Link erneut senden',
  sent: 'Falls zu {{email}} ein noch nicht bestätigtes Konto gehört, ist ein neuer Link unterwegs. Mit ihm legst du dein Passwort fest und bestätigst so die Adresse. Der Link aus früheren E-Mails gilt nicht mehr.',
  failed: 'Der Link konnte nicht angefordert werden. Bitte versuche es noch einmal.',
};
