/** Shell, home, content pages and consent; the dialog adds its own (modal.ts). */
export const common = {
  brand: 'Anpfiff',
  skipLink: 'Zum Inhalt springen',
  loading: 'Wird geladen …',
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
  stats: {
    totalClubProfileCount: 'Registrierte Vereine',
    totalJobOfferCount: 'Angebote von Vereinen',
    motivatedPersonProfileCount: 'Motivierte Sportler',
    totalPersonProfileCount: 'Registrierte Sportler',
  },
  home: {
    title: 'Amateurfussball verbindet',
    lead: 'Vereine suchen Schiedsrichter, Trainer, Spieler und Helfer. Menschen suchen einen Verein, der zu ihnen passt. Anpfiff bringt beide zusammen.',
    countersLabel: 'Anpfiff in Zahlen',
    explore: 'Entdecken',
    links: {
      jobs: {
        title: 'Angebote der Vereine',
        text: 'Offene Stellen für Schiedsrichter, Trainer, Spieler und Helfer.',
      },
      people: {
        title: 'Motivierte Sportler',
        text: 'Menschen, die sich in einem Verein engagieren möchten.',
      },
      clubs: { title: 'Vereinsverzeichnis', text: 'Alle Vereine auf Anpfiff, nach Region durchsuchbar.' },
      register: { title: 'Jetzt registrieren', text: 'Kostenlos als Verein oder als Person.' },
      wikiClub: { title: 'Für Vereine', text: 'So findet dein Verein die richtigen Leute.' },
      wikiPerson: { title: 'Für Sportler', text: 'So findest du ein Angebot, das zu dir passt.' },
      community: { title: 'Community', text: 'Aktionen und Wettbewerbe rund um den Amateurfussball.' },
      about: { title: 'Über uns', text: 'Wer hinter Anpfiff steht und warum.' },
    },
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
