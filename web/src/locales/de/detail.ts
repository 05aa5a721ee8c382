/**
 * Detail pages, the 'Mehr Infos' modal and the contact rules. They join i18next with the first part that
 * shows them (detail-texts.ts); the badges of the result cards are in badges.ts and in the first load.
 */
export const detail = {
  notFound: {
    club: 'Diesen Verein gibt es nicht (mehr).',
    job: 'Dieses Angebot gibt es nicht (mehr).',
    person: 'Diese Person gibt es nicht (mehr).',
  },
  failed: 'Die Daten konnten nicht geladen werden. Bitte versuche es noch einmal.',
  avatar: 'Wappen von {{name}}',
  links: {
    label: 'Links',
    website: 'Website',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    instagram: 'Instagram',
  },
  description: 'Beschreibung',
  contact: {
    title: 'Kontakt',
    person: 'Kontaktperson',
    email: 'E-Mail',
    phone: 'Telefon',
    restricted: 'Kontaktdaten sehen nur registrierte Personen und Vereine. Die Registrierung ist kostenlos.',
    register: 'Jetzt registrieren',
    restrictedSignedIn: 'Kontaktdaten sehen nur Personen und Vereine.',
  },
  club: {
    jobs: 'Angebote dieses Vereins',
    noJobs: 'Dieser Verein hat zurzeit keine offenen Angebote.',
  },
  job: {
    titleAt: '{{function}} bei {{club}}',
    team: 'Mannschaft',
    league: 'Liga',
    location: 'Ort',
    extras: 'Zusätzliche Leistungen',
    created: 'Erstellt am {{date}}',
    // A no-break space keeps the number and its unit on one line.
    radius: 'Gesucht im Umkreis von {{km}}\u00a0km',
    apply: 'Jetzt bewerben',
    mailSubject: 'Bewerbung für Angebot als {{function}}',
    mailGreeting: 'Hallo {{name}}',
    mailGreetingAnonymous: 'Guten Tag',
    mailBody:
      'Ich habe euer Angebot als {{function}} auf Anpfiff gesehen und interessiere mich dafür. Gerne erzähle ich euch mehr über mich.',
    mailSignOff: 'Freundliche Grüsse',
  },
  // born, currentJobAt, newcomer and interests: locales/de/person-facts.ts, with the result cards.
  person: {
    currentJob: 'Aktuelle Tätigkeit',
    radiusLabel: 'Umkreis',
    radius: 'Sucht im Umkreis von {{km}}\u00a0km',
    radiusUnlimited: 'Sucht ohne Umkreisbeschränkung',
  },
};
