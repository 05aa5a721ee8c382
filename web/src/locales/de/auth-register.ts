/** /register, the choice between a club and a person account: its chunk carries these texts. */
export const registerChoice = {
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
};
