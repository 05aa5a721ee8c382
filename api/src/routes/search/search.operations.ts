import { clubSchema, jobSchema, personSchema } from '@anpfiff/schemas/api/profiles';
import { z } from 'zod';
import type { Operation } from '../openapi/openapi.operations';

const paging = {
  query:
    'Suchtext; das letzte Wort zählt als Anfang (Tippen), Umlaute und ß egal, kleine Tippfehler im Namen auch',
  page: 'Seite, ab 0',
  maxResults: 'Ergebnisse pro Seite, 20 ohne Angabe, höchstens 100',
  states: 'Kantone oder Bundesländer als Kommaliste, z. B. CH-ZH,CH-BE',
};
const functions = {
  clubFunctions: 'Funktionen als Kommaliste; eine Oberfunktion findet ihre Unterfunktionen',
};
const place = {
  near: 'Postleitzahl (mit oder ohne Ort) oder Ort des Landes der Seite, oder "Breite,Länge"; ohne Suchtext nach Entfernung sortiert',
  radius: 'Umkreis in km um near (1 bis 500)',
};

const withDistance = <T extends z.ZodObject>(card: T) =>
  z.array(card.extend({ distanceKm: z.number().optional().describe('Entfernung von near in km') }));

/** Clubs and offers carry their place for the map; a person's home never leaves the server. */
const onTheMap = <T extends z.ZodObject>(card: T) =>
  card.extend({
    location: z.object({ lat: z.number(), lon: z.number() }).optional().describe('Ort für die Karte'),
  });

const facetsSchema = z.object({
  total: z.number().int(),
  states: z.record(z.string(), z.number().int()),
  clubFunctions: z.record(z.string(), z.number().int()),
});

const TOTAL = 'die Gesamtzahl steht im Header X-Total-Count';

/** The searches of spec section 7 and their facet counts (search.router.ts). */
export const SEARCH_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/clubs',
    tag: 'Suche',
    summary: `Vereinsverzeichnis; ${TOTAL}`,
    query: { ...paging, ...place },
    response: withDistance(onTheMap(clubSchema)),
  },
  {
    method: 'get',
    path: '/jobs',
    tag: 'Suche',
    summary: `Angebote; ${TOTAL}`,
    query: { ...paging, ...functions, ...place },
    response: withDistance(onTheMap(jobSchema)),
  },
  {
    method: 'get',
    path: '/people',
    tag: 'Suche',
    summary: `Motivierte Sportler; ${TOTAL}`,
    query: { ...paging, ...functions, ...place },
    response: withDistance(personSchema),
  },
  ...(['clubs', 'jobs', 'people'] as const).map((kind): Operation => ({
    method: 'get',
    path: `/${kind}/facets`,
    tag: 'Suche',
    summary: 'Anzahl Treffer je Kanton/Bundesland und je Funktion, mit denselben Parametern wie die Suche',
    query: { ...paging, ...(kind === 'clubs' ? {} : functions), ...place },
    response: facetsSchema,
  })),
];
