/** Shell, content pages and consent; the home page (home.ts) and the dialog (modal.ts) add their own. */
export const common = {
  brand: 'Anpfiff',
  skipLink: 'Zum Inhalt springen',
  loading: 'Wird geladen …',
  pageFailed: {
    text: 'Diese Seite konnte nicht geladen werden. Prüfe deine Internetverbindung und lade die Seite neu.',
    reload: 'Seite neu laden',
  },
  meta: {
    defaultTitle: 'Anpfiff – Amateurfussball verbindet',
    titleSuffix: 'Anpfiff',
    defaultDescription:
      'Anpfiff bringt Amateurfussballvereine und Menschen zusammen: Schiedsrichter, Trainer, Spieler und Helfer in der Schweiz und in Deutschland.',
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Home',
    jobs: 'Angebote Vereine',
    people: 'Motivierte Sportler',
    clubs: 'Vereinsverzeichnis',
    community: 'Community',
    about: 'Über uns',
    login: 'Einloggen',
    register: 'Registrieren',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schliessen',
  },
  country: {
    label: 'Land wählen',
  },
  footer: {
    label: 'Fusszeile',
    social: 'Anpfiff in den sozialen Medien',
    contact: 'Kontakt',
    privacy: 'Datenschutz',
    terms: 'AGB',
    legalNotice: 'Impressum',
    cookieSettings: 'Cookie Einstellungen',
  },
  consent: {
    title: 'Cookies und Statistik',
    text: 'Wir verwenden notwendige Cookies, damit Anpfiff funktioniert, zum Beispiel für die Anmeldung. Mit deiner Zustimmung messen wir zusätzlich anonymisiert, wie die Seite genutzt wird, um sie zu verbessern.',
    more: 'Mehr dazu in der Datenschutzerklärung',
    acceptAll: 'Alle akzeptieren',
    essentialOnly: 'Nur notwendige',
  },
  wiki: {
    registerClub: 'Verein kostenlos registrieren',
    registerPerson: 'Kostenlos als Sportler registrieren',
  },
  content: {
    failed: 'Dieser Inhalt konnte nicht geladen werden. Bitte lade die Seite neu.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht (mehr). Vielleicht hilft dir die Startseite weiter.',
    back: 'Zur Startseite',
  },
};
