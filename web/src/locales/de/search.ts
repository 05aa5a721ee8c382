/** The three search screens, their filters and the cards. */
export const search = {
  placeholder: 'Suchen...',
  queryLabel: 'Suchbegriff',
  filters: 'Filter',
  state: 'Kanton',
  clubFunction: 'Funktion',
  allOptions: 'Alle',
  selectionSummary: '{{first}} und {{count}} weitere',
  clear: '{{label}}: Auswahl löschen',
  radius: {
    label: 'Umkreis',
    summary: '{{radius}} km um {{place}}',
    here: 'meinen Standort',
  },
  loadMore: {
    loading: 'Laden',
    more: 'Weitere Ergebnisse laden',
    noMore: 'Keine weiteren Ergebnisse',
    none: 'Keine Ergebnisse',
  },
  failed: {
    message: 'Die Ergebnisse konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  view: {
    label: 'Darstellung',
    list: 'Liste',
    map: 'Karte',
  },
  card: {
    moreInfo: 'Mehr Infos',
    toClub: 'Zum Verein',
    toProfile: 'Zum Profil',
    toJob: 'Zum Angebot',
  },
  clubs: {
    title: 'Vereinsverzeichnis',
    lead: 'Finde Amateurfussballvereine in deiner Region.',
    description: 'Alle Amateurfussballvereine auf Anpfiff: nach Namen, Ort und Region durchsuchen.',
    total_one: '{{count}} Verein',
    total_other: '{{count}} Vereine',
    empty: 'Keine Vereine gefunden',
    noMore: 'Keine weiteren Vereine gefunden',
  },
  jobs: {
    title: 'Angebote der Vereine',
    lead: 'Vereine suchen Schiedsrichter, Trainer, Spieler und Helfer. Vielleicht dich?',
    description:
      'Offene Angebote von Amateurfussballvereinen für Schiedsrichter, Trainer, Spieler und Helfer – nach Region und Funktion filtern.',
    total_one: '{{count}} Angebot',
    total_other: '{{count}} Angebote',
    empty: 'Keine Angebote gefunden',
    noMore: 'Keine weiteren Angebote gefunden',
  },
  people: {
    title: 'Motivierte Sportler',
    lead: 'Menschen, die sich im Amateurfussball engagieren möchten.',
    description:
      'Motivierte Sportlerinnen und Sportler, die einen Verein suchen: als Schiedsrichter, Trainer, Spieler oder Helfer.',
    total_one: '{{count}} Person',
    total_other: '{{count}} Personen',
    empty: 'Keine Personen gefunden',
    noMore: 'Keine weiteren Personen gefunden',
  },
};
