import type { Translation } from './de';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Germany writes ß where Switzerland writes ss. */
export const deDE: DeepPartial<Translation> = {
  nav: { closeMenu: 'Menü schließen' },
  home: {
    title: 'Amateurfußball verbindet',
    links: {
      community: { title: 'Community', text: 'Aktionen und Wettbewerbe rund um den Amateurfußball.' },
    },
  },
};
