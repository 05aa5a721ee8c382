import type { DeepPartial } from './de-de';
import type { home } from './de/home';

/** What the German site writes differently on the home page: ß. */
export const homeDeDE: DeepPartial<typeof home> = {
  title: 'Amateurfußball verbindet',
  links: {
    community: { title: 'Community', text: 'Aktionen und Wettbewerbe rund um den Amateurfußball.' },
  },
};
