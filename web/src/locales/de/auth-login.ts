/** /login (spec section 2): its own chunk carries these, the other sign-in pages the rest of auth.ts. */
export const login = {
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
};
