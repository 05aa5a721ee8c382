import { nearPlaceSchema, placeSuggestionSchema } from '@anpfiff/schemas/api/places';
import { z } from 'zod';
import type { Operation } from '../openapi/openapi.operations';
import { MAX_PLACE_SUGGESTIONS } from './places.schema';

/** The places for the searches' `near` (places.router.ts). */
export const PLACE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/places',
    tag: 'Suche',
    summary: `Orte des Landes der Seite, deren Postleitzahl oder Name so beginnt; höchstens ${MAX_PLACE_SUGGESTIONS}`,
    query: { query: 'Anfang einer Postleitzahl oder eines Ortsnamens, Umlaute egal ("80", "zuer")' },
    response: z.array(placeSuggestionSchema),
  },
  {
    method: 'get',
    path: '/places/resolve',
    tag: 'Suche',
    summary: 'Prüft einen Ort für near und gibt ihn in der Schreibweise zurück, die near behalten soll',
    query: { near: 'Postleitzahl, Ort oder "Breite,Länge" wie beim Parameter near der Suchen' },
    response: nearPlaceSchema,
  },
];
