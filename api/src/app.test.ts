import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

describe('the app around the routes', () => {
  let t: TestDatabase;
  let app: TestApp;
  let dist: string;
  // What the app logs at warn and above, one JSON line each.
  const logLines: string[] = [];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // Precompressed as the web app's build writes them (vite.config.ts), and a file it leaves as it is.
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), 'gzip bytes');
    fs.writeFileSync(path.join(dist, 'assets', 'logo-1234.png'), 'png bytes');
    t = await openTestDatabase('pglite');
    const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
    app = await startTestApp(t.db, { WEB_DIST: dist }, { logger });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers liveness and readiness', async () => {
    expect((await app.request('GET', '/healthz')).json).toEqual({ status: 'ok' });
    const ready = await app.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, and keeps a safe one sent by a proxy', async () => {
    const fresh = await app.request('GET', '/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('GET', '/healthz', { headers: { 'X-Request-Id': 'proxy-abc-12345' } });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345');
    const replaced = await app.request('GET', '/healthz', { headers: { 'X-Request-Id': 'bad\tid<script>' } });
    expect(replaced.headers['x-request-id']).not.toContain('script');
  });

  it('tells the site country by host', async () => {
    expect((await app.request('GET', '/api/country')).json).toBe('CH');
    expect((await app.request('GET', '/api/country', { host: 'de.localhost:3000' })).json).toBe('DE');
    expect((await app.request('GET', '/api/country', { host: 'unknown.example:80' })).json).toBe('CH');
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const res = await app.request('GET', '/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json).toEqual({ message: 'Nicht gefunden' });
  });

  it('answers a wrong method with a JSON message and the methods the path takes', async () => {
    const res = await app.request('POST', '/api/stats');
    expect(res.status).toBe(405);
    expect(res.json).toEqual({ message: 'Diese Methode ist hier nicht erlaubt.' });
    expect(res.headers.allow).toBe('HEAD, GET');
    expect((await app.request('DELETE', '/api/manage/club')).headers.allow?.split(', ').sort()).toEqual([
      'GET',
      'HEAD',
      'POST',
    ]);
  });

  it('answers a method no route knows with 501 and a JSON message, not as a fault of ours', async () => {
    const logged = logLines.length;
    const res = await app.request('PROPFIND', '/api/clubs');
    expect(res.status).toBe(501);
    expect(res.json).toEqual({ message: 'Diese Methode wird nicht unterstützt.' });
    // Its request line, as for every 5xx; but no fault of ours with a stack trace.
    expect(logLines.slice(logged).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'request failed',
    ]);
  });

  it('finds routes by their first segment as a single router would', async () => {
    // Path parameters, a fixed path beside a parameter, any case, HEAD with GET, OPTIONS with the methods.
    expect((await app.request('GET', '/api/clubs/gibt-es-nicht')).json).toEqual({
      message: 'Verein nicht gefunden',
    });
    expect((await app.request('GET', '/api/clubs/facets')).status).toBe(200);
    expect((await app.request('GET', '/api/Country')).json).toBe('CH');
    expect((await app.request('HEAD', '/api/country')).status).toBe(200);
    const options = await app.request('OPTIONS', '/api/manage/person');
    expect(options.status).toBe(200);
    expect(options.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect((await app.request('GET', '/api/manage/gibt-es-nicht')).status).toBe(404);
    expect((await app.request('GET', '/api')).status).toBe(404);
  });

  it('serves index.html for the pages of the app, whatever the query', async () => {
    for (const url of [
      '/',
      '/clubs',
      '/jobs',
      '/jobs/?seite=2',
      '/manage',
      '/manage/cockpit',
      '/manage/jobs/view/irgendein-angebot',
      '/register/club-profile',
      '/Register/Club-Profile/',
    ]) {
      const res = await app.request('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  /** The app's index.html with 404, on which the app shows its not-found page. */
  async function expectNotFoundPage(url: string): Promise<void> {
    const res = await app.request('GET', url);
    expect(res.status, url).toBe(404);
    expect(res.headers['content-type'], url).toContain('text/html');
    expect(res.text, url).toContain('<div id="root">');
    expect(res.headers['cache-control'], url).toBe('no-cache');
  }

  it('answers a path no page of the app has with 404 and index.html, so the app shows its not-found page', async () => {
    for (const url of [
      '/foo',
      '/foo?jobs',
      '/irgendwo/tief/drin',
      '/manage/nonsense',
      '/manage/jobs/view',
      '/clubs/a/b',
      '/register/nonsense',
      // Not even a path: percent signs that decode to nothing (a mangled link).
      '/people/%E0%A4%A',
      '/jobs/%',
    ])
      await expectNotFoundPage(url);
    expect((await app.request('HEAD', '/foo')).status).toBe(404);
    // What the server answers itself keeps its own answer.
    expect((await app.request('GET', '/healthz')).status).toBe(200);
    expect((await app.request('GET', '/robots.txt')).text).toContain('Sitemap:');
    expect((await app.request('GET', '/dev/mail')).text).not.toContain('<div id="root">');
  });

  it('answers every page address with a NUL or a way out of the folder with the not-found page, logging nothing', async () => {
    const logged = logLines.length;
    for (const url of [
      '/clubs/%00',
      '/people/a%00b',
      '/jobs/a%00b',
      '/jobs/%00/',
      '/about%00',
      '/%00',
      '/clubs/..%2F..%2Fx',
      '/people/..%5C..%5Cx',
      '/..%2F..%2Fetc%2Fpasswd',
      '/jobs/%2E%2E%2F%2E%2E%2Fx',
    ])
      await expectNotFoundPage(url);
    expect(logLines.slice(logged)).toEqual([]);
    // An asset address stays a plain 404, as for any missing asset.
    const asset = await app.request('GET', '/assets/..%2F..%2Fx.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['content-type']).not.toContain('text/html');
  });

  it('tells caches that a precompressed asset depends on Accept-Encoding, whichever variant it sent', async () => {
    const brotli = await app.request('GET', '/assets/app-1234.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    const gzip = await app.request('GET', '/assets/app-1234.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    // A client that takes neither gets the file itself, which a cache must not hand to the others.
    const plain = await app.request('GET', '/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    // A file without variants is the same for everyone.
    const image = await app.request('GET', '/assets/logo-1234.png');
    expect(image.status).toBe(200);
    expect(image.headers.vary).toBeUndefined();
    expect((await app.request('HEAD', '/assets/app-1234.js')).headers.vary).toBe('Accept-Encoding');
  });

  it('caches hashed assets for good and never answers a missing asset with HTML', async () => {
    const asset = await app.request('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.request('GET', '/assets/missing.js')).status).toBe(404);
  });

  it('sends security headers with every page', async () => {
    const res = await app.request('GET', '/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('when the database is gone', () => {
  it('reports not ready and answers API calls with the generic message, without internals', async () => {
    const t = await openTestDatabase('pglite');
    const app = await startTestApp(t.db);
    await t.db.destroy();
    try {
      const ready = await app.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json).toMatchObject({ status: 'unavailable' });
      const res = await app.request('GET', '/api/stats');
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ message: 'Es ist ein unerwarteter Fehler aufgetreten' });
      expect(res.text).not.toMatch(/at .*\.ts|Error:/);
    } finally {
      await app.close();
    }
  });
});
