/** The home page's texts, its counters' too: they load with the page (app/routes/home.tsx). */
export const home = {
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
    cockpit: { title: 'Zur Übersicht', text: 'Profil, Angebote und Einstellungen verwalten.' },
    wikiClub: { title: 'Für Vereine', text: 'So findet dein Verein die richtigen Leute.' },
    wikiPerson: { title: 'Für Sportler', text: 'So findest du ein Angebot, das zu dir passt.' },
    community: { title: 'Community', text: 'Aktionen und Wettbewerbe rund um den Amateurfussball.' },
    about: { title: 'Über uns', text: 'Wer hinter Anpfiff steht und warum.' },
  },
};

export const stats = {
  totalClubProfileCount: 'Registrierte Vereine',
  totalJobOfferCount: 'Angebote von Vereinen',
  motivatedPersonProfileCount: 'Motivierte Sportler',
  totalPersonProfileCount: 'Registrierte Sportler',
};
