import { locatePlace, locateTown } from '@anpfiff/core/geo/gazetteer';
import { isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { isStateCode } from '@anpfiff/schemas/catalogues/states';
import {
  type SearchKind,
  searchParamsSchema,
  type SearchQuery,
  AMBIGUOUS_PLACE,
  UNKNOWN_PLACE,
} from '@anpfiff/schemas/search/search-query';
import { ValidationError } from '../../errors';
import { parseRequest } from '../../support/parse-request';

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * Where `near` points: "lat,lon", a postcode of the site's country (optionally followed by the town,
 * which picks among towns sharing the postcode), or a town's name alone. The refusal's message when it
 * names no place we know, or a name that several places far apart carry.
 */
export function resolveNear(country: Country, near: string): { lat: number; lon: number } | string {
  const coordinates = COORDINATES.exec(near);
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lon = Number(coordinates[2]);
    return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : UNKNOWN_PLACE;
  }
  // "CH 8001", "CH-8001" and "D-80331" name the postcode with its country, as letters are often addressed.
  const written = near.replace(/^(?:CH|DE?)\s*-?\s*(?=\d)/i, '');
  if (!/^\d/.test(written)) {
    const town = locateTown(country, written);
    if (town.place) return { lat: town.place.lat, lon: town.place.lon };
    return town.ambiguous ? AMBIGUOUS_PLACE : UNKNOWN_PLACE;
  }
  const [zip = '', ...town] = written.split(/\s+/);
  const place = locatePlace(country, zip, town.join(' ') || undefined);
  return place ? { lat: place.lat, lon: place.lon } : UNKNOWN_PLACE;
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
    if (typeof point === 'string') throw new ValidationError({ near: [point] });
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
