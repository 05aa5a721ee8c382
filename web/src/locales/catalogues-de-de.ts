import type { catalogues } from './de/catalogues';
import type { DeepPartial } from './de-de';

/**
 * What the German site calls differently in the catalogues: free tickets are no 'Matchtickets' in Germany
 * (the same words as schemas/src/catalogues/job-extras.ts). Only an offer's details and its summary list
 * the extras, so this joins with the detail texts (detail-texts.ts) rather than riding in every first load.
 */
export const cataloguesDeDE: DeepPartial<typeof catalogues> = {
  jobExtras: { FREE_MATCH_TICKETS: 'Freikarten für Spiele' },
};
