import type { Translation } from './de';

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Germany writes ß where Switzerland writes ss, quotes „so“ and has Bundesländer instead of Kantone. */
export const deDE: DeepPartial<Translation> = {
  meta: {
    defaultTitle: 'Anpfiff – Amateurfußball verbindet',
    defaultDescription:
      'Anpfiff bringt Amateurfußballvereine und Menschen zusammen: Schiedsrichter, Trainer, Spieler und Helfer in der Schweiz und in Deutschland.',
  },
  nav: { closeMenu: 'Menü schließen' },
  footer: { label: 'Fußzeile' },
  search: {
    state: 'Bundesland',
    clubs: {
      lead: 'Finde Amateurfußballvereine in deiner Region.',
      description: 'Alle Amateurfußballvereine auf Anpfiff: nach Namen, Ort und Region durchsuchen.',
    },
    jobs: {
      description:
        'Offene Angebote von Amateurfußballvereinen für Schiedsrichter, Trainer, Spieler und Helfer – nach Region und Funktion filtern.',
    },
    people: { lead: 'Menschen, die sich im Amateurfußball engagieren möchten.' },
  },
};
