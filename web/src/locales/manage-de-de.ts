import type { manage } from './de/manage';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * What the German site writes differently in the management area: „quotes“ instead of «guillemets», and
 * "die E-Mail" where Switzerland says "das E-Mail" (as the weekly mail itself does on each site).
 */
export const manageDeDE: DeepPartial<typeof manage> = {
  jobs: {
    deleteQuestion:
      'Möchtest du das Angebot „{{role}}“ wirklich löschen? Das lässt sich nicht rückgängig machen.',
  },
  settings: {
    notifications: { text: 'Lege fest, ob du die wöchentliche E-Mail mit Neuigkeiten erhalten möchtest.' },
  },
  subscriptions: { weekly: 'Wöchentliche E-Mail mit neuen passenden Angeboten oder Personen' },
};
