/** What a search screen asks for; it lives in the page URL so results can be shared and the back button works. */
export interface SearchFilters {
  query: string;
  states: string[];
  clubFunctions: string[];
  /** The place to search around as typed (postcode, town or "lat,lon"), and the radius in km; '' for none. */
  near: string;
  radius: string;
}

/** A place given as "lat,lon": the device's position, which the search radius shows as such. */
export const isCoordinates = (near: string) => /^-?[\d.]+,\s*-?[\d.]+$/.test(near);

const list = (raw: string | null): string[] =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function filtersFromUrl(params: URLSearchParams): SearchFilters {
  return {
    query: params.get('query') ?? '',
    states: list(params.get('states')),
    clubFunctions: list(params.get('clubFunctions')),
    near: params.get('near')?.trim() ?? '',
    radius: params.get('radius') ?? '',
  };
}

/** The page URL's parameters for the filters; other parameters (such as the view) are kept. */
export function filtersToUrl(filters: SearchFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('query', filters.query);
  set('states', filters.states.join(','));
  set('clubFunctions', filters.clubFunctions.join(','));
  set('near', filters.near);
  set('radius', filters.near && filters.radius);
  return next;
}

/**
 * The API's query string (spec section 7): states and clubFunctions only when not empty. Without `page`
 * it is the key of the whole result list, and the facet request.
 */
export function apiQuery(filters: SearchFilters, paging?: { page: number; size: number }): string {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query) params.set('query', query);
  if (paging) {
    params.set('page', String(paging.page));
    params.set('maxResults', String(paging.size));
  }
  if (filters.states.length > 0) params.set('states', filters.states.join(','));
  if (filters.clubFunctions.length > 0) params.set('clubFunctions', filters.clubFunctions.join(','));
  if (filters.near) params.set('near', filters.near);
  if (filters.near && filters.radius) params.set('radius', filters.radius);
  return params.toString();
}

/** Back from a key made by apiQuery (without paging) to the filters. */
export function filtersFromApiQuery(key: string): SearchFilters {
  return filtersFromUrl(new URLSearchParams(key));
}
