import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '@anpfiff/api/testing/test-app';
import {
  HTML_PAYLOAD,
  jpegWithComment,
  jpegWithGps,
  png,
  pngPolyglot,
  SVG,
} from '@anpfiff/api/uploads/test-images';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { startInProcessPgliteServer } from '../src/support/in-process-server';
import { clubProfile, toFormData } from '../src/support/payloads';

// The image pipeline's own cases (bombs, pixel limits, TIFF, truncated files, mismatched magic bytes) are
// proven in api/src/uploads/process-image.test.ts; here every kind of hostile file goes through the API
// and the stored bytes are checked.

const NOT_AN_IMAGE = 'Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).';

describe('uploads through the API', () => {
  let server: ApiServer & { db: Knex };
  let club: Member;

  beforeAll(async () => {
    server = await startInProcessPgliteServer();
    club = await signUp(server, 'club', { fields: { name: 'FC Bilder' } });
  }, 120_000);

  afterAll(async () => server?.stop());

  const upload = (bytes: Buffer, name: string, type: string) => {
    const form = toFormData(clubProfile('CH', { name: 'FC Bilder' }));
    form.append('selectedImage', new Blob([new Uint8Array(bytes)], { type }), name);
    return club.client.post<{ avatarUrl?: string; errors?: Record<string, string[]> }>('manage/club', form);
  };
  const stored = (url: string) => fs.readFileSync(path.join(server.dataDir, 'uploads', path.basename(url)));

  it('re-encodes photos, polyglots and commented JPEGs into clean WebP: no EXIF, GPS or payload kept', async () => {
    for (const [name, bytes] of [
      ['foto.jpg', await jpegWithGps()],
      ['bild.png', await pngPolyglot()],
      ['kommentar.jpg', await jpegWithComment()],
    ] as const) {
      const res = await upload(bytes, name, 'image/jpeg');
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      const file = stored(String(res.body.avatarUrl));
      const text = file.toString('latin1');
      expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(text).not.toContain('<script');
      expect(text).not.toContain(HTML_PAYLOAD.slice(0, 12));
      expect(text).not.toContain('Secret Serial');
      expect(text).not.toContain('Anpfiff Test Camera');
      const meta = await sharp(file).metadata();
      expect({ name, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
    }
  });

  // An empty file field counts as no file chosen (the browser sends one when the input is left empty).
  it('refuses SVG, HTML named as an image and an oversized file, storing nothing', async () => {
    const files = () =>
      fs.existsSync(path.join(server.dataDir, 'uploads'))
        ? fs.readdirSync(path.join(server.dataDir, 'uploads'))
        : [];
    const before = files();
    const uploadsBefore = await server.db('uploads').count({ n: '*' });
    for (const [name, bytes, type] of [
      ['wappen.svg', SVG, 'image/svg+xml'],
      ['wappen.png', Buffer.from(HTML_PAYLOAD), 'image/png'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 422,
        body: { errors: { selectedImage: [NOT_AN_IMAGE] } },
      });
    }
    // Over UPLOAD_MAX_BYTES (5 MB by default): a real PNG header followed by padding.
    const huge = Buffer.concat([await png(8, 8), Buffer.alloc(5_100_000, 0x20)]);
    const big = await upload(huge, 'riesig.png', 'image/png');
    expect([413, 422]).toContain(big.status);
    expect(big.body).toEqual({ message: 'Das Bild darf höchstens 5 MB haben.' });
    expect(files()).toEqual(before);
    expect(await server.db('uploads').count({ n: '*' })).toEqual(uploadsBefore);
  });

  it('refuses an empty file the user chose and a second file with a message, storing nothing', async () => {
    const before = await club.client.get<{ avatarUrl: string | null }>('manage/club');
    const empty = await upload(Buffer.alloc(0), 'leer.png', 'image/png');
    expect({ status: empty.status, body: empty.body }).toEqual({
      status: 422,
      body: { errors: { selectedImage: ['Das Bild konnte nicht gelesen werden.'] } },
    });
    const form = toFormData(clubProfile('CH', { name: 'FC Bilder' }));
    for (const name of ['eins.png', 'zwei.png'])
      form.append('selectedImage', new Blob([new Uint8Array(await png(8, 8))], { type: 'image/png' }), name);
    const two = await club.client.post('manage/club', form);
    expect({ status: two.status, body: two.body }).toEqual({
      status: 422,
      body: { message: 'Bitte sende nur ein Bild auf einmal.' },
    });
    expect((await club.client.get('manage/club')).body).toMatchObject({ avatarUrl: before.body.avatarUrl });
  });

  it('removes the picture when the field says none: the avatar, its row and its file go', async () => {
    const added = await upload(await png(16, 16), 'wappen.png', 'image/png');
    const url = String(added.body.avatarUrl);
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', path.basename(url)))).toBe(true);
    const form = toFormData(clubProfile('CH', { name: 'FC Bilder' }));
    form.append('selectedImage', 'none');
    const removed = await club.client.post<{ avatarUrl: string | null }>('manage/club', form);
    expect({ status: removed.status, avatarUrl: removed.body.avatarUrl }).toEqual({
      status: 200,
      avatarUrl: null,
    });
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', path.basename(url)))).toBe(false);
    expect(
      await server
        .db('uploads')
        .where({ fileName: path.basename(url) })
        .first(),
    ).toBeUndefined();
    // Left out, the field keeps the picture as it is (here: none).
    const kept = await club.client.post<{ avatarUrl: string | null }>(
      'manage/club',
      toFormData(clubProfile('CH', { name: 'FC Bilder' })),
    );
    expect(kept.body.avatarUrl).toBeNull();
  });
});

describe('security headers', () => {
  let database: TestDatabase;
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    direct = await startTestApp(database.db, { NODE_ENV: 'test' });
    proxied = await startTestApp(database.db, { NODE_ENV: 'test', TRUST_PROXY: 'true' });
  }, 120_000);

  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await database?.close();
  });

  const PATHS = ['/api/stats', '/api/clubs/gibt-es-nicht', '/healthz', '/jobs', '/uploads/nichts.webp'];

  it('sends a CSP without inline or eval scripts, nosniff, no framing and a referrer policy on every answer', async () => {
    for (const urlPath of PATHS) {
      const res = await direct.request('GET', urlPath);
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect({ urlPath, script: directives['script-src'] }).toEqual({ urlPath, script: ["'self'"] });
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only over https: behind a trusted proxy that says so, never for a forged header', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await proxied.request('GET', '/api/stats', { headers: https })).headers['strict-transport-security'],
    ).toBe('max-age=31536000');
    expect((await proxied.request('GET', '/api/stats')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anybody could send the header: it is ignored.
    expect(
      (await direct.request('GET', '/api/stats', { headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
