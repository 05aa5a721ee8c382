import { z } from 'zod';
import { isClubFunction, type ClubFunction } from '../catalogues/club-functions';
import type { Country } from '../catalogues/countries';
import { isStateCode, type StateCode } from '../catalogues/states';

export const SEARCH_KINDS = ['clubs', 'jobs', 'people'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The one domain query every search engine adapter translates (DESIGN.md section 4). `clubFunctions`
 * holds what the user picked; a parent function also matches documents of its children.
 */
export interface SearchQuery {
  kind: SearchKind;
  country: Country;
  text: string;
  states: StateCode[];
  clubFunctions: ClubFunction[];
  near?: { lat: number; lon: number; radiusKm?: number };
  page: number;
  size: number;
}

// `states=CH-ZH&states=CH-BE` says the same as `states=CH-ZH,CH-BE`.
const joined = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

const list = (message: string, isValid: (v: string) => boolean) =>
  z
    .preprocess(
      joined,
      z
        .string({ message: `${message}.` })
        .max(2000, 'Die Liste ist zu lang.')
        .optional(),
    )
    .transform((raw, ctx) => {
      const values = (raw ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      // The message names no value: what a user typed never goes back in an answer (api/src/errors.ts).
      if (!values.every(isValid)) ctx.addIssue({ code: 'custom', message: `${message}.` });
      return values;
    });

/** `near` names no place we know, or is not one value. */
export const UNKNOWN_PLACE =
  'Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.';

/** `near` is a town's name that several places far apart carry ("Buchs"). */
export const AMBIGUOUS_PLACE = 'Mehrere Orte tragen diesen Namen: gib die Postleitzahl dazu an.';

/** Spec section 9: lists load in pages of 20. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * How far a search pages: OpenSearch and Elasticsearch refuse results past their result window (10000 by
 * default), where Postgres would go on. A page must end within it, so both engines show the same pages.
 */
export const MAX_PAGED_RESULTS = 10_000;

const DIGITS = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A count in a query string, written in decimal digits only: `z.coerce.number` would also read '' as 0 and
 * 0x10, 1e3 or ' 1' as numbers. Each check aborts, so a value breaking several rules is refused once.
 */
const countParam = (message: string, min: number, max: number, maxMessage = message) =>
  z.preprocess(
    (raw) => (typeof raw === 'string' && DIGITS.test(raw) ? Number(raw) : raw),
    z
      .number({ message })
      .int({ message, abort: true })
      .min(min, { message, abort: true })
      .max(max, { message: maxMessage, abort: true }),
  );

/** `page` of a paged list: from 0. */
export const pageParam = countParam('Ungültige Seite.', 0, 10_000);

/** `maxResults` of a paged list: the page size, at most 100. */
export const maxResultsParam = countParam('Ungültige Anzahl.', 1, 100, 'Höchstens 100 Ergebnisse pro Seite.');

/**
 * `states[]=CH-ZH` and `states[0]=CH-ZH`, as PHP and the qs library write lists, say `states=CH-ZH`: left
 * as unknown names they would be dropped, and the answer would be unfiltered without a word. The same
 * brackets on a single value (`query[]=…`) make it a list, which that parameter then refuses.
 */
function withBracketsFolded(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = /^([A-Za-z]+)\[\d*\]$/.exec(key)?.[1];
    if (!name) {
      folded[key] = folded[key] === undefined ? value : [folded[key], value].flat();
      continue;
    }
    folded[name] = [folded[name] ?? [], value].flat();
  }
  return folded;
}

/** Query parameters of GET api/clubs|jobs|people (spec section 7), with the issue's `near` and `radius`. */
const searchParamsObject = z
  .object({
    query: z
      .string({ message: 'Ungültiger Suchbegriff.' })
      .trim()
      .max(200, 'Der Suchbegriff ist zu lang.')
      .optional()
      .default(''),
    page: pageParam.default(0),
    maxResults: maxResultsParam.default(DEFAULT_PAGE_SIZE),
    states: list('Unbekannter Kanton oder unbekanntes Bundesland', isStateCode),
    clubFunctions: list('Unbekannte Funktion', isClubFunction),
    near: z.string({ message: UNKNOWN_PLACE }).trim().max(100, UNKNOWN_PLACE).optional(),
    // Kilometres in decimal, a fraction allowed ('12.5'); like the counts, not '', 0x10 or 1e2.
    radius: z
      .preprocess(
        (raw) => (typeof raw === 'string' && DECIMAL.test(raw) ? Number(raw) : raw),
        z
          .number({ message: 'Ungültiger Radius.' })
          .min(1, { message: 'Ungültiger Radius.', abort: true })
          .max(500, { message: 'Höchstens 500 km.', abort: true }),
      )
      .optional(),
  })
  .refine((params) => (params.page + 1) * params.maxResults <= MAX_PAGED_RESULTS, {
    path: ['page'],
    message: `Höchstens die ersten ${MAX_PAGED_RESULTS} Ergebnisse lassen sich abrufen.`,
    // Zod checks the whole even when a field failed: a page or size refused on its own says enough.
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === 'page' || i.path?.[0] === 'maxResults'),
  });

export const searchParamsSchema = z.preprocess(withBracketsFolded, searchParamsObject);

export type SearchParams = z.infer<typeof searchParamsSchema>;
