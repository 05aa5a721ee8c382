import type { detail } from './de/detail';
import type { DeepPartial } from './de-de';

/** What the German site writes differently on the detail pages. */
export const detailDeDE: DeepPartial<typeof detail> = {
  job: { mailSignOff: 'Freundliche Grüße' },
};
