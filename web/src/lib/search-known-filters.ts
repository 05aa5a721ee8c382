import type { SearchFilters } from './search-params';

/** The codes a site offers in its filters (its index data). */
export interface FilterCodes {
  states: readonly { code: string }[];
  clubFunctions: readonly { code: string }[];
}

const keep = (values: string[], options: readonly { code: string }[]) => {
  const known = new Set(options.map((o) => o.code));
  return values.filter((value) => known.has(value));
};

/**
 * The filters of the URL as this site can answer them. A code of the other country's site (a German
 * state on the Swiss site, from a shared link) or a mistyped one is dropped: sent on, it would empty the
 * list or make the API refuse the search (422), while the field shows no selection. `null` while the
 * URL names codes and the site's options are not known yet: the search waits rather than send them
 * unchecked.
 */
export function knownFilters(filters: SearchFilters, codes: FilterCodes | undefined): SearchFilters | null {
  if (filters.states.length === 0 && filters.clubFunctions.length === 0) return filters;
  if (!codes) return null;
  const states = keep(filters.states, codes.states);
  const clubFunctions = keep(filters.clubFunctions, codes.clubFunctions);
  const unchanged =
    states.length === filters.states.length && clubFunctions.length === filters.clubFunctions.length;
  return unchanged ? filters : { ...filters, states, clubFunctions };
}
