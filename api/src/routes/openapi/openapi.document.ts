import { formDefinition } from '@anpfiff/schemas/forms/form-definitions';
import { z } from 'zod';
import { formJsonSchema } from './form-json-schema';
import { OPERATIONS, type Operation } from './openapi.operations';

const ERROR = {
  description: 'Fehler',
  content: {
    'application/json': {
      schema: {
        oneOf: [
          { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
          {
            type: 'object',
            properties: {
              errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            },
            required: ['errors'],
          },
        ],
      },
    },
  },
};

const ETAG_HEADER = {
  ETag: {
    description: 'Version des Datensatzes (schwaches ETag), für If-Match beim nächsten Speichern',
    schema: { type: 'string' },
  },
};

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'ETag der Version, auf der die Änderung beruht. Ist der Datensatz inzwischen geändert, wird nichts gespeichert: 422 mit message. Ohne If-Match wird immer gespeichert.',
  schema: { type: 'string' },
};

function requestBody(op: Operation) {
  if (!op.body) return undefined;
  const schema =
    typeof op.body === 'string' ? formJsonSchema(formDefinition(op.body, 'CH')) : z.toJSONSchema(op.body);
  return {
    required: true,
    content: { 'multipart/form-data': { schema }, 'application/json': { schema } },
  };
}

function operation(op: Operation) {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = Object.entries(op.query ?? {}).map(([name, description]) => ({
    name,
    in: 'query',
    description,
    schema: { type: 'string' },
  }));
  const headers = op.ifMatch ? [IF_MATCH] : [];
  const body = requestBody(op);
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.auth ? { security: [{ session: [] }] } : {}),
    ...(params.length + query.length + headers.length
      ? { parameters: [...params, ...query, ...headers] }
      : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: 'Erfolg',
        ...(op.etag ? { headers: ETAG_HEADER } : {}),
        content: op.mediaType
          ? { [op.mediaType]: { schema: { type: 'string' } } }
          : {
              'application/json': { schema: op.response ? z.toJSONSchema(op.response) : { type: 'object' } },
            },
      },
      // Query parameters are checked as bodies are: field errors under their names.
      ...(body || op.query ? { 422: { ...ERROR, description: 'Ungültige Eingabe' } } : {}),
      ...(body
        ? {
            413: { ...ERROR, description: 'Anfrage oder Bild zu gross' },
            415: { ...ERROR, description: 'Format nicht unterstützt' },
          }
        : {}),
      ...(op.limited
        ? {
            429: {
              ...ERROR,
              description: 'Zu viele Versuche; Retry-After sagt, in wie vielen Sekunden wieder',
            },
          }
        : {}),
      ...(op.auth ? { 401: ERROR, 403: ERROR } : {}),
      ...(op.method !== 'get' ? { 403: ERROR } : {}),
      404: ERROR,
    },
  };
}

/** OpenAPI 3.1 description of the whole API, built from the same schemas and form definitions it validates with. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[`/api${op.path}`] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Anpfiff API',
      version: '1.0.0',
      description:
        'Schreibende Anfragen brauchen einen Origin-Header einer Anpfiff-Seite. Formulare werden als multipart/form-data mit Punkt- und Index-Namen (address.zip, interestedClubFunctions[0]) oder als JSON gesendet; die Regeln liefert GET /api/form-definition/{name}.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'anpfiff_session' } } },
    paths,
  };
}
