import { describe, expect, it } from 'vitest';
import { API_ROUTERS } from '../api-router';
import { openApiDocument } from './openapi.document';

describe('the OpenAPI document', () => {
  const doc = openApiDocument('http://localhost:3000');

  it('describes every route the API serves, and nothing it does not', () => {
    const served = new Set<string>();
    for (const make of API_ROUTERS) {
      for (const layer of make().stack) {
        const path = `/api${String(layer.path).replace(/:(\w+)/g, '{$1}')}`;
        for (const method of layer.methods)
          if (method !== 'HEAD') served.add(`${method.toLowerCase()} ${path}`);
      }
    }
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method} ${path}`),
      ),
    );
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('is OpenAPI 3.1 with form bodies derived from the form definitions', () => {
    expect(doc.openapi).toBe('3.1.0');
    const body = doc.paths['/api/manage/jobs']?.post as {
      requestBody: {
        content: Record<string, { schema: { required: string[]; properties: Record<string, unknown> } }>;
      };
    };
    const schema = body.requestBody.content['multipart/form-data']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['clubFunction', 'description']));
    expect(schema?.properties.address).toMatchObject({ type: 'object', required: ['zip', 'city'] });
  });

  it('says which reads give a version as ETag and which saves take it back as If-Match', () => {
    type Op = {
      parameters?: { name: string; in: string; required: boolean }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const op = (path: string, method: string) => (doc.paths[`/api${path}`] as Record<string, Op>)[method];
    const saves = [
      ['/manage/jobs/{slug}', 'put'],
      ['/manage/club', 'post'],
      ['/manage/person', 'put'],
    ];
    for (const [path = '', method = ''] of saves) {
      expect(op(path, 'get')?.responses[200]?.headers).toHaveProperty('ETag');
      expect(op(path, method)?.responses[200]?.headers).toHaveProperty('ETag');
      expect(op(path, method)?.parameters).toContainEqual(
        expect.objectContaining({ name: 'If-Match', in: 'header', required: false }),
      );
    }
    expect(op('/manage/jobs', 'post')?.parameters).toBeUndefined();
    expect(op('/manage/notification-settings', 'put')?.responses[200]?.headers).toBeUndefined();
  });

  it('describes what the lists, the stream and the page really answer, and their refusals', () => {
    type Schema = { type?: string; items?: Schema; properties?: Record<string, Schema> };
    type Op = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
    const op = (path: string, method = 'get') => (doc.paths[`/api${path}`] as Record<string, Op>)[method];
    const itemOf = (path: string) =>
      op(path)?.responses[200]?.content?.['application/json']?.schema.items?.properties ?? {};
    // Each matching comes with why it matches.
    expect(itemOf('/manage/person/matchings')).toHaveProperty('matching');
    expect(itemOf('/manage/jobs/{slug}/matchings')).toHaveProperty('matching');
    // Clubs and offers carry their place for the map; people never.
    expect(itemOf('/clubs')).toHaveProperty('location');
    expect(itemOf('/jobs')).toHaveProperty('location');
    expect(itemOf('/people')).not.toHaveProperty('location');
    expect(Object.keys(op('/manage/live')?.responses[200]?.content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(op('/unsubscribe')?.responses[200]?.content ?? {})).toEqual(['text/html']);
    // Bad query parameters are field errors; sign-in and link mails have limits.
    expect(op('/jobs')?.responses).toHaveProperty('422');
    for (const path of ['/login', '/register/person', '/password-reset/initiate', '/verify-mail/resend'])
      expect(op(path, 'post')?.responses, path).toHaveProperty('429');
    expect(op('/stats')?.responses).not.toHaveProperty('429');
  });
});
