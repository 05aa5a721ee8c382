import type { DeepPartial } from './de-de';
import type { modal } from './de/modal';

/** What the German site writes differently in the dialog: ß. */
export const modalDeDE: DeepPartial<typeof modal> = {
  close: 'Schließen',
};
