import type { manage } from './de/manage';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What the German site writes differently in the management area: „quotes“ instead of «guillemets». */
export const manageDeDE: DeepPartial<typeof manage> = {
  jobs: {
    deleteQuestion:
      'Möchtest du das Angebot „{{role}}“ wirklich löschen? Das lässt sich nicht rückgängig machen.',
  },
};
