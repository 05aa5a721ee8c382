import { badges } from './de/badges';
import { catalogues } from './de/catalogues';
import { common } from './de/common';
import { detail } from './de/detail';
import { home, stats } from './de/home';
import { modal } from './de/modal';
import { search } from './de/search';
import { searchDialog } from './de/search-dialog';
import { searchMap } from './de/search-map';
import { userMenu } from './de/user-menu';

/**
 * All German texts of the public site, shared by both sites, written in Swiss spelling (ss, never ß);
 * de-de.ts overrides only what Germany writes differently. i18next starts with shell-texts.ts, the
 * detail texts join with the first part that shows them (detail-texts.ts); the home page, the user menu,
 * the selection dialog, the results map and the dialog add theirs when their chunks load.
 */
export const de = {
  ...common,
  home,
  stats,
  modal,
  nav: { ...common.nav, ...userMenu },
  ...catalogues,
  search: { ...search, dialog: searchDialog, view: { ...search.view, ...searchMap } },
  detail: { ...detail, badges },
};

export type Translation = typeof de;
