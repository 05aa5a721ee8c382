import { clubSchema, jobSchema, ownJobSchema, personSchema } from '@anpfiff/schemas/api/profiles';
import { currentUserSchema } from '@anpfiff/schemas/api/session';
import { emblemCandidateSchema, indexDataSchema, sitesSchema } from '@anpfiff/schemas/api/site';
import { statsSchema } from '@anpfiff/schemas/api/stats';
import type { FormName } from '@anpfiff/schemas/forms/form-definition';
import { z } from 'zod';
import { emblemPickRequest } from '../club-emblem/club-emblem.schema';
import { resetLinkRequest, verifyMailRequest } from '../registration/registration.schema';
import { PLACE_OPERATIONS } from '../places/places.operations';
import { SEARCH_OPERATIONS } from '../search/search.operations';
import { loginRequest } from '../session/session.schema';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  /** none: public; member: any signed-in person or club; club/person: that role only */
  auth?: 'member' | 'club' | 'person';
  body?: z.ZodType | FormName;
  query?: Record<string, string>;
  response?: z.ZodType;
  /** The answer carries the record's version as ETag (an own record, for its edit form). */
  etag?: true;
  /** A save that takes that ETag back as If-Match, and is refused if the record has changed since. */
  ifMatch?: true;
  /** What a success is, when it is no JSON: a page (text/html) or a stream of events (text/event-stream). */
  mediaType?: 'text/html' | 'text/event-stream';
  /** Refused with 429 (and Retry-After) beyond its limit of attempts. */
  limited?: true;
}

const ok = z.object({}).passthrough();

/** Why an offer and a person fit (the matcher's score, the distance between them, its reasons). */
const matchingSchema = z.object({
  score: z.number().int().describe('0 bis 100'),
  distanceKm: z.number().nullable().describe('Entfernung zwischen Wohnort und Angebot, wenn beide verortet'),
  reasons: z.array(
    z.object({ kind: z.enum(['function', 'distance', 'league', 'team-gender']), text: z.string() }),
  ),
});

const MATCHINGS_TOTAL =
  'die Gesamtzahl steht im Header X-Total-Count, die Log-Position, bis zu der die Liste jede Änderung enthält, in X-Live-Position';
const matchingsPaging = {
  page: 'Seite, ab 0',
  maxResults: 'Ergebnisse pro Seite, 20 ohne Angabe, höchstens 100; ohne page und maxResults die ganze Liste',
};

const UNSUBSCRIBE_QUERY = {
  account: 'ID des Accounts',
  sig: 'HMAC-Signatur des Links (MAIL_SECRET)',
};

/** Every endpoint of the API, described once; the OpenAPI document is generated from this list. */
export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/openapi.json', tag: 'Site', summary: 'Diese Beschreibung der API' },
  {
    method: 'get',
    path: '/country',
    tag: 'Site',
    summary: 'Land der Seite (CH oder DE)',
    response: z.enum(['CH', 'DE']),
  },
  { method: 'get', path: '/sites', tag: 'Site', summary: 'Adressen der Länderseiten', response: sitesSchema },
  {
    method: 'get',
    path: '/index-data',
    tag: 'Site',
    summary: 'Kantone/Bundesländer und Funktionen',
    response: indexDataSchema,
  },
  {
    method: 'get',
    path: '/analytics-id',
    tag: 'Site',
    summary: 'Analytics-ID oder null',
    response: z.string().nullable(),
  },
  {
    method: 'get',
    path: '/stats',
    tag: 'Site',
    summary: 'Die vier Zähler der Startseite',
    response: statsSchema,
  },
  { method: 'get', path: '/form-definition/{name}', tag: 'Site', summary: 'Formulardefinition mit Regeln' },
  {
    method: 'get',
    path: '/authentication',
    tag: 'Session',
    summary: 'Angemeldeter Benutzer oder null',
    response: currentUserSchema.nullable(),
  },
  {
    method: 'post',
    path: '/login',
    limited: true,
    tag: 'Session',
    summary: 'Anmelden',
    body: loginRequest,
    response: currentUserSchema,
  },
  { method: 'post', path: '/logout', tag: 'Session', summary: 'Abmelden', response: z.null() },
  {
    method: 'post',
    path: '/register/person',
    limited: true,
    tag: 'Registrierung',
    summary: 'Als Person registrieren',
    body: 'person-registration',
    response: ok,
  },
  {
    method: 'post',
    path: '/register/club',
    limited: true,
    tag: 'Registrierung',
    summary: 'Als Verein registrieren',
    body: 'club-registration',
    response: ok,
  },
  {
    method: 'post',
    path: '/verify-mail',
    tag: 'Registrierung',
    summary: 'E-Mail-Adresse bestätigen',
    body: verifyMailRequest,
    response: ok,
  },
  {
    method: 'post',
    path: '/verify-mail/resend',
    limited: true,
    tag: 'Registrierung',
    summary:
      'Neuen Bestätigungslink anfordern: ein Link zum Festlegen des Passworts, der das Konto damit bestätigt (gleiche Antwort, ob die Adresse ein Konto hat oder nicht)',
    body: 'verification-resend',
    response: ok,
  },
  {
    method: 'post',
    path: '/password-reset/initiate',
    limited: true,
    tag: 'Registrierung',
    summary: 'Passwort-Zurücksetzen anfordern',
    body: 'password-reset-initiation',
    response: ok,
  },
  {
    method: 'post',
    path: '/password-reset/check',
    tag: 'Registrierung',
    summary: 'Ob ein Link zum Zurücksetzen des Passworts noch gilt, ohne ihn zu verbrauchen',
    body: resetLinkRequest,
    response: z.object({ works: z.boolean() }),
  },
  {
    method: 'post',
    path: '/password-reset',
    tag: 'Registrierung',
    summary: 'Neues Passwort setzen',
    body: 'password-reset',
    response: ok,
  },
  {
    method: 'get',
    path: '/unsubscribe',
    tag: 'Registrierung',
    summary: 'Seite zum Abbestellen der wöchentlichen E-Mail (HTML; Link aus der E-Mail, ohne Anmeldung)',
    query: UNSUBSCRIBE_QUERY,
    mediaType: 'text/html',
  },
  {
    method: 'post',
    path: '/unsubscribe',
    tag: 'Registrierung',
    summary:
      'Wöchentliche E-Mail abbestellen (One-Click nach RFC 8058, ohne Anmeldung und ohne Origin: die Signatur berechtigt)',
    query: UNSUBSCRIBE_QUERY,
    response: z.object({ unsubscribed: z.literal(true) }),
  },
  ...SEARCH_OPERATIONS,
  ...PLACE_OPERATIONS,
  { method: 'get', path: '/clubs/{slug}', tag: 'Öffentlich', summary: 'Verein', response: clubSchema },
  {
    method: 'get',
    path: '/clubs/{slug}/jobs',
    tag: 'Öffentlich',
    summary: 'Angebote eines Vereins',
    response: z.array(jobSchema),
  },
  { method: 'get', path: '/people/{slug}', tag: 'Öffentlich', summary: 'Person', response: personSchema },
  {
    method: 'get',
    path: '/jobs/{id}',
    tag: 'Öffentlich',
    summary: 'Angebot (ID oder Slug)',
    response: jobSchema,
  },
  {
    method: 'get',
    path: '/manage/club',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Eigener Verein',
    etag: true,
  },
  {
    method: 'post',
    path: '/manage/club',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Eigenen Verein speichern',
    body: 'club-profile-update',
    etag: true,
    ifMatch: true,
  },
  {
    method: 'get',
    path: '/manage/person',
    tag: 'Verwaltung',
    auth: 'person',
    summary: 'Eigenes Profil',
    etag: true,
  },
  {
    method: 'put',
    path: '/manage/person',
    tag: 'Verwaltung',
    auth: 'person',
    summary: 'Eigenes Profil speichern',
    body: 'person-profile-update',
    etag: true,
    ifMatch: true,
  },
  {
    method: 'get',
    path: '/manage/jobs',
    tag: 'Verwaltung',
    auth: 'club',
    summary:
      'Eigene Angebote mit der Zahl passender Personen; die Log-Position, bis zu der die Liste jede Änderung enthält, steht in X-Live-Position',
    response: z.array(ownJobSchema),
  },
  {
    method: 'post',
    path: '/manage/jobs',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Angebot erfassen',
    body: 'job-offer-create-or-update',
    etag: true,
  },
  {
    method: 'get',
    path: '/manage/jobs/{slug}',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Eigenes Angebot',
    etag: true,
  },
  {
    method: 'put',
    path: '/manage/jobs/{slug}',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Angebot ändern',
    body: 'job-offer-create-or-update',
    etag: true,
    ifMatch: true,
  },
  {
    method: 'delete',
    path: '/manage/jobs/{slug}',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Angebot löschen',
    response: ok,
  },
  {
    method: 'get',
    path: '/manage/person/matchings',
    tag: 'Verwaltung',
    auth: 'person',
    summary: `Passende Angebote, beste zuerst, mit Punkten, Gründen und Entfernung; ${MATCHINGS_TOTAL}`,
    query: matchingsPaging,
    response: z.array(jobSchema.extend({ matching: matchingSchema })),
  },
  {
    method: 'get',
    path: '/manage/jobs/{slug}/matchings',
    tag: 'Verwaltung',
    auth: 'club',
    summary: `Passende Personen eines eigenen Angebots; ${MATCHINGS_TOTAL}`,
    query: matchingsPaging,
    response: z.array(personSchema.extend({ matching: matchingSchema })),
  },
  {
    method: 'get',
    path: '/manage/live',
    tag: 'Verwaltung',
    auth: 'member',
    summary:
      'Server-Sent Events: neue, geänderte und entfernte Matchings (fortsetzbar mit Last-Event-ID); ein neuer Stream beginnt mit dem Ereignis ready, dessen id die Log-Position ist, ab der er alles bringt',
    mediaType: 'text/event-stream',
  },
  {
    method: 'get',
    path: '/manage/notification-settings',
    tag: 'Einstellungen',
    auth: 'member',
    summary: 'Benachrichtigungen',
    response: z.object({ weeklyJobUpdate: z.boolean() }),
  },
  {
    method: 'put',
    path: '/manage/notification-settings',
    tag: 'Einstellungen',
    auth: 'member',
    summary: 'Benachrichtigungen speichern',
    body: 'notification-settings-update',
    response: z.object({ weeklyJobUpdate: z.boolean() }),
  },
  {
    method: 'put',
    path: '/manage/password',
    tag: 'Einstellungen',
    auth: 'member',
    summary: 'Passwort ändern',
    body: 'password-update',
    response: ok,
  },
  {
    method: 'delete',
    path: '/manage/account',
    tag: 'Einstellungen',
    auth: 'member',
    summary: 'Account löschen',
    response: ok,
  },
  {
    method: 'get',
    path: '/club-emblem',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Wappen-Vorschläge',
    query: { query: 'Vereinsname' },
    response: z.array(emblemCandidateSchema),
  },
  {
    method: 'post',
    path: '/club-emblem',
    tag: 'Verwaltung',
    auth: 'club',
    summary: 'Wappen übernehmen',
    body: emblemPickRequest,
    response: z.object({ avatarUrl: z.string() }),
  },
];
