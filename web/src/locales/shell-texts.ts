import { badges } from './de/badges';
import { catalogues } from './de/catalogues';
import { common } from './de/common';
import { search } from './de/search';

/** The German texts of the first load: shell, search pages and the catalogues of their cards. */
export const shellTexts = { ...common, ...catalogues, search, detail: { badges } };
