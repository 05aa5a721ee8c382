import type { ClubFunction } from '../catalogues/club-functions';
import type { Country } from '../catalogues/countries';
import type { StateCode } from '../catalogues/states';
import type { SearchKind } from './search-query';

/**
 * What the search engines hold per club, offer or person: only public fields, never e-mail or phone
 * (DESIGN.md section 4). `card` is the JSON the result list returns as it is; the other fields are what
 * queries filter, rank and sort on.
 */
export interface SearchDocument<Card = Record<string, unknown>> {
  kind: SearchKind;
  id: string;
  country: Country;
  state: StateCode | null;
  /**
   * The club the document belongs to: a job's club, a club itself; absent for people. A deleted club's
   * account takes its offers along, and their ids can no longer be read, so they are removed by club.
   */
  clubId?: string | null;
  /** The document's functions plus their parent functions, so a parent filter finds children. */
  clubFunctions: ClubFunction[];
  location: { lat: number; lon: number } | null;
  createdAt: string;
  /** Weighted most: club name, or function and club of an offer, or a person's name. */
  title: string;
  /** Weighted next: function labels, league, town. */
  keywords: string;
  /** Weighted least: the description. */
  body: string;
  card: Card;
}

export interface SearchHit<Card = Record<string, unknown>> {
  /** The document's id: the row id of the club, offer or person. */
  id: string;
  card: Card;
  /** Where the document sits on the map (a club's or offer's address, a person's home town). */
  location?: { lat: number; lon: number };
  /** Kilometres from `near`, when the query had one and the document a location. */
  distanceKm?: number;
}

export interface SearchResult<Card = Record<string, unknown>> {
  hits: SearchHit<Card>[];
  total: number;
}

export interface SearchFacets {
  total: number;
  states: Partial<Record<StateCode, number>>;
  /** Counted per function including parents: a 'Trainer' bucket counts every trainer offer. */
  clubFunctions: Partial<Record<ClubFunction, number>>;
}
