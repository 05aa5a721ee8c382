import { locatePlace } from '@anpfiff/core/geo/gazetteer';
import { isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { isStateCode } from '@anpfiff/schemas/catalogues/states';
import {
  type SearchKind,
  searchParamsSchema,
  type SearchQuery,
  UNKNOWN_PLACE,
} from '@anpfiff/schemas/search/search-query';
import { ValidationError } from '../../errors';
import { parseRequest } from '../../support/parse-request';

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * Where `near` points: "lat,lon", or a postcode of the site's country (optionally followed by the town,
 * which picks among towns sharing the postcode). Null when it names no place we know.
 */
export function resolveNear(country: Country, near: string): { lat: number; lon: number } | null {
  const coordinates = COORDINATES.exec(near);
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lon = Number(coordinates[2]);
    return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
  }
  // "CH 8001", "CH-8001" and "D-80331" name the postcode with its country, as letters are often addressed.
  const [zip = '', ...town] = near.replace(/^(?:CH|DE?)\s*-?\s*(?=\d)/i, '').split(/\s+/);
  const place = locatePlace(country, zip, town.join(' ') || undefined);
  return place ? { lat: place.lat, lon: place.lon } : null;
}

/**
 * The domain query of a search request: the site's country, page size 20 unless asked (at most 100), and
 * the function filter only where documents have functions (offers and people, not clubs).
 */
export function searchQueryOf(kind: SearchKind, country: Country, input: unknown): SearchQuery {
  const params = parseRequest(searchParamsSchema, input);
  let near: SearchQuery['near'];
  if (params.near) {
    const point = resolveNear(country, params.near);
    if (!point) {
      throw new ValidationError({ near: [UNKNOWN_PLACE] });
    }
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
