import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@anpfiff/core/config/config';
import { createLogger } from '@anpfiff/core/logger/logger';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext, AppState } from '../app-types';
import { createNoneSource } from '../emblems/none/none-source';
import { listen } from '../support/listen';
import { processImage } from './process-image';
import { serveUploads } from './serve-uploads';
import { storeUpload } from './store-upload';
import { png } from './test-images';

/** A verified account: only their uploads are public (serve-uploads-visibility.int.test.ts has the rest). */
async function verifiedAccount(db: TestDatabase['db'], email: string): Promise<string> {
  const [row] = await db('accounts')
    .insert({ email, kind: 'person', country: 'CH', passwordHash: 'x', verifiedAt: new Date() })
    .returning('id');
  return (row as { id: string }).id;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe.each(testDatabaseKinds())('serveUploads on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let server: http.Server;
  let url: string;
  let data: Buffer;
  let accountId: string;

  // Raw http.request: fetch and URL would normalise `..` segments before they reach the server.
  const get = (rawPath: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-serve-'));
    const image = await processImage(await png(64, 48), { maxBytes: 5_000_000 });
    data = image.data;
    accountId = await verifiedAccount(t.db, 'lea@example.com');
    url = (await storeUpload(t.db, dataDir, accountId, image)).url;
    // A secret next to the data directory, for the traversal attempts to aim at.
    await fs.writeFile(path.join(dataDir, 'secret.txt'), 'geheim');

    const app = new Koa<AppState, AppContext>();
    const deps = {
      db: t.db,
      config: loadConfig({}),
      logger: createLogger({ level: 'silent' }),
      emblems: createNoneSource(),
      search: new PgSearchEngine(t.db),
    };
    app.context.deps = deps;
    app.silent = true;
    app.use(serveUploads(dataDir));
    app.use((ctx) => {
      ctx.status = 418;
      ctx.body = 'next';
    });
    server = await listen(app, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves a stored upload with safe headers and a cache of a day', async () => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.body.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBe(`"${path.basename(url)}"`);
    expect(Number(res.headers['content-length'])).toBe(data.length);
  });

  it('answers HEAD without a body', async () => {
    const res = await get(url, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('answers a revalidation of a picture still shown with 304 and no body', async () => {
    const etag = `"${path.basename(url)}"`;
    const res = await get(url, 'GET', { 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get(url, 'GET', { 'if-none-match': '"other.webp"' })).status).toBe(200);
  });

  it.each([
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/..%2fsecret.txt',
    '/uploads/../secret.txt',
    '/uploads/%2e%2e/secret.txt',
    '/uploads/..%5csecret.txt',
    '/uploads/secret.txt',
    '/uploads/',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
    '/uploads/0123456789ABCDEF0123456789ABCDEF.webp',
    '/uploads/0123456789abcdef0123456789abcdef.webp.html',
    '/uploads/0123456789abcdef0123456789abcdef.svg',
    '/uploads/.0123456789abcdef0123456789abcdef.webp.0a1b2c3d4e5f.tmp',
  ])('answers %s with a JSON 404', async (attempt) => {
    const res = await get(attempt);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ message: 'Nicht gefunden' });
    expect(res.body.toString('utf8')).not.toContain('geheim');
  });

  it('serves a trailing-slash or query variant only by its exact name', async () => {
    expect((await get(`${url}/`)).status).toBe(404);
    expect((await get(`${url}?download=1`)).status).toBe(200);
  });

  it('does not serve a file without its row (left behind by a rolled-back transaction)', async () => {
    const orphan = '00000000000000000000000000000abc.webp';
    await fs.writeFile(path.join(dataDir, 'uploads', orphan), data);
    expect((await get(`/uploads/${orphan}`)).status).toBe(404);
  });

  it('answers 404 when the row exists but the file is gone', async () => {
    const image = await processImage(await png(8, 8), { maxBytes: 5_000_000 });
    const stored = await storeUpload(t.db, dataDir, accountId, image);
    await fs.rm(path.join(dataDir, stored.url));
    expect((await get(stored.url)).status).toBe(404);
  });

  it('leaves other paths and methods to the next middleware', async () => {
    expect((await get('/api/stats')).status).toBe(418);
    expect((await get('/uploadsX/a')).status).toBe(418);
    expect((await get(url, 'POST')).status).toBe(418);
  });
});
