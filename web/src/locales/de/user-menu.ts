/** The signed-in user's menu (nav.*): these texts come with the menu's chunk. */
export const userMenu = {
  userMenu: 'Benutzermenü',
  cockpit: 'Übersicht',
  myClub: 'Mein Verein',
  myJobs: 'Meine Angebote',
  myPerson: 'Zu meiner Person',
  jobMatchings: 'Passende Angebote',
  settings: 'Einstellungen',
  logout: 'Abmelden',
  logoutFailed: 'Das Abmelden hat nicht geklappt. Bitte versuche es noch einmal.',
};
