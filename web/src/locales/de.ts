import { catalogues } from './de/catalogues';
import { common } from './de/common';
import { detail } from './de/detail';
import { search } from './de/search';

/**
 * German texts shared by both sites, written in Swiss spelling (ss, never ß); de-de.ts overrides only
 * what Germany writes differently.
 */
export const de = { ...common, ...catalogues, search, detail };

export type Translation = typeof de;
