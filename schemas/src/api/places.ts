import { z } from 'zod';

/** A place offered while someone types where to search around (GET api/places). */
export const placeSuggestionSchema = z.object({
  near: z.string().describe('Was `near` der Suchen für diesen Ort nimmt'),
  city: z.string(),
  zip: z.string().nullable().describe('Postleitzahl, wo der Name allein den Ort nicht bestimmt'),
  state: z.string(),
});

/** The place a `near` names, in the form to keep and show (GET api/places/resolve). */
export const nearPlaceSchema = z.object({
  near: z
    .string()
    .describe('Die Schreibweise, die `near` behalten soll: "8001 Zürich", "Zürich" oder "Breite,Länge"'),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  state: z.string().nullable(),
  approximate: z.boolean().describe('Unbekannte Postleitzahl, nach ihrer Region geschätzt'),
  lat: z.number(),
  lon: z.number(),
});

export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export type NearPlace = z.infer<typeof nearPlaceSchema>;
