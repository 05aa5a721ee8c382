import type { DeepPartial } from './de-de';
import type { searchMap } from './de/search-map';

/** What the German site writes differently on the results map: „so“ quoted, ß. */
export const searchMapDeDE: DeepPartial<typeof searchMap> = {
  mapHint: 'Die Karte zeigt die geladenen Ergebnisse. Mit „Weitere Ergebnisse laden“ kommen weitere dazu.',
  zoomIn: 'Vergrößern',
  closePopup: 'Schließen',
};
