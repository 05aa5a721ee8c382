import { UNKNOWN_PLACE } from '@anpfiff/schemas/search/search-query';
import { z } from 'zod';

/** How many places GET api/places offers at most: what fits above a phone's keyboard. */
export const MAX_PLACE_SUGGESTIONS = 8;

export const placeSuggestionsQuery = z.object({
  query: z
    .string({ message: 'Ungültiger Suchbegriff.' })
    .trim()
    .max(100, 'Der Suchbegriff ist zu lang.')
    .optional()
    .default(''),
});

export const resolvePlaceQuery = z.object({
  near: z
    .string({ message: UNKNOWN_PLACE })
    .trim()
    .min(1, 'Gib eine Postleitzahl oder einen Ort an.')
    .max(100, UNKNOWN_PLACE),
});
