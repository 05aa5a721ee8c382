import { badges } from './de/badges';
import { catalogues } from './de/catalogues';
import { common } from './de/common';
import { detail } from './de/detail';
import { search } from './de/search';

/**
 * All German texts of the public site, shared by both sites, written in Swiss spelling (ss, never ß);
 * de-de.ts overrides only what Germany writes differently. i18next starts with shell-texts.ts, the
 * detail texts join with the first part that shows them (detail-texts.ts).
 */
export const de = { ...common, ...catalogues, search, detail: { ...detail, badges } };

export type Translation = typeof de;
