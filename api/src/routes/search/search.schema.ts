import { isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { isStateCode } from '@anpfiff/schemas/catalogues/states';
import { type SearchKind, searchParamsSchema, type SearchQuery } from '@anpfiff/schemas/search/search-query';
import { ValidationError } from '../../errors';
import { parseRequest } from '../../support/parse-request';
import { placeOfNear } from '../places/near-place';

/**
 * The domain query of a search request: the site's country, page size 20 unless asked (at most 100), and
 * the function filter only where documents have functions (offers and people, not clubs).
 */
export function searchQueryOf(kind: SearchKind, country: Country, input: unknown): SearchQuery {
  const params = parseRequest(searchParamsSchema, input);
  let near: SearchQuery['near'];
  if (params.near) {
    const place = placeOfNear(country, params.near);
    if (typeof place === 'string') throw new ValidationError({ near: [place] });
    const point = { lat: place.lat, lon: place.lon };
    near = params.radius === undefined ? point : { ...point, radiusKm: params.radius };
  } else if (params.radius !== undefined) {
    throw new ValidationError({ radius: ['Ein Umkreis braucht einen Ort (near).'] });
  }
  return {
    kind,
    country,
    text: params.query,
    states: params.states.filter(isStateCode),
    clubFunctions: kind === 'clubs' ? [] : params.clubFunctions.filter(isClubFunction),
    ...(near ? { near } : {}),
    page: params.page,
    size: params.maxResults,
  };
}
