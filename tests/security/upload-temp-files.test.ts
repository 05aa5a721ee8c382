import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { png } from '@anpfiff/api/uploads/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../src/support/accounts';
import type { ApiClient } from '../src/support/api-client';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { startServer, type ServerProcess } from '../src/support/server-process';
import { asApiServer } from '../reliability/support/embedded-server';
import { clubProfile, toFormData } from '../src/support/payloads';

// The body parser writes a multipart file to the temp dir before the session or the route is known. The
// server gets a temp dir of its own (TMPDIR), so the test can see everything it leaves there; nothing else
// in the test run writes to it.

/** A form with one small image, as an upload field of any form would carry it. */
async function formWithImage(fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'selectedImage',
    new Blob([new Uint8Array(await png(8, 8))], { type: 'image/png' }),
    'bild.png',
  );
  return form;
}

describe('temporary upload files', () => {
  let data: { dir: string; remove(): void };
  let tmp: string;
  let server: ServerProcess;
  let anonymous: ApiClient;
  let club: Member;

  /** The server's temp dir: an upload left behind is a new file or folder (tools keep caches in older ones). */
  const leftInTmp = () => fs.readdirSync(tmp).sort();
  /** Files in the entries of the temp dir that were not there `before`. */
  const newFiles = (before: string[]) =>
    leftInTmp()
      .filter((name) => !before.includes(name))
      .flatMap((name) => {
        const full = path.join(tmp, name);
        return fs.statSync(full).isDirectory()
          ? fs.readdirSync(full, { recursive: true, encoding: 'utf8' })
          : [name];
      });

  beforeAll(async () => {
    data = await migratedPgliteDataDir();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-upload-tmp-'));
    server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', TMPDIR: tmp });
    const api = asApiServer(server, data.dir);
    anonymous = api.client();
    club = await signUp(api, 'club', { fields: { name: 'FC Temp' } });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    data?.remove();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('lands in the temp dir while it streams in, and is gone once a signed-out caller is refused', async () => {
    const before = leftInTmp();
    // Big enough that half of it is well into the file's bytes.
    const form = new FormData();
    form.append('selectedImage', new Blob([new Uint8Array(200_000).fill(7)], { type: 'image/png' }), 'b.png');
    const request = new Request('http://serializer.invalid/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const half = Math.floor(body.length / 2);
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/manage/club',
      headers: {
        host: `localhost:${server.port}`,
        origin: `http://localhost:${server.port}`,
        'content-type': request.headers.get('content-type') ?? '',
        'content-length': String(body.length),
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
    req.write(body.subarray(0, half));
    // The file is on disk in the server's temp dir before the body has even arrived.
    await expect.poll(() => newFiles(before).length).toBe(1);
    req.end(body.subarray(half));
    expect(await answered).toBe(401);
    expect(leftInTmp()).toEqual(before);
  });

  it('leaves nothing behind for signed-out writes, unknown addresses and bodies a route refuses unread', async () => {
    const before = leftInTmp();
    const answers: string[] = [];
    const send = async (what: string, call: () => Promise<{ status: number }>) =>
      answers.push(`${what}: ${(await call()).status}`);

    await send('manage route, signed out', async () => anonymous.post('manage/club', await formWithImage()));
    await send('manage route, signed out, PUT', async () =>
      anonymous.put('manage/person', await formWithImage()),
    );
    await send('unknown route', async () => anonymous.post('no-such-route', await formWithImage()));
    await send('unknown route, DELETE', async () => anonymous.delete('nirgends/42', await formWithImage()));
    // Login reads its body with readSubmission, whose checks refuse these before any file is read.
    await send('unreadable field name', async () =>
      anonymous.post('login', await formWithImage({ 'a[': 'x' })),
    );
    await send('NUL in a field', async () =>
      anonymous.post('login', await formWithImage({ username: 'a\u0000' })),
    );
    // A signed-in route that refuses the body before it reads it.
    await send('member, unreadable field name', async () =>
      club.client.post('manage/club', await formWithImage({ 'address[': 'x' })),
    );

    expect(answers).toEqual([
      'manage route, signed out: 401',
      'manage route, signed out, PUT: 401',
      'unknown route: 404',
      'unknown route, DELETE: 404',
      'unreadable field name: 422',
      'NUL in a field: 422',
      'member, unreadable field name: 422',
    ]);
    expect(leftInTmp()).toEqual(before);
  });

  it('leaves nothing behind when the upload is used, nor when the parser refuses the body itself', async () => {
    const before = leftInTmp();
    const form = toFormData(clubProfile('CH', { name: 'FC Temp' }));
    form.append('selectedImage', new Blob([new Uint8Array(await png(8, 8))], { type: 'image/png' }), 'a.png');
    expect((await club.client.post('manage/club', form)).status).toBe(200);
    expect(leftInTmp()).toEqual(before);

    // Two files where one is allowed: formidable gives up on the body, yet still creates the second file
    // (and never removes it).
    const two = await formWithImage();
    two.append('other', new Blob([new Uint8Array(await png(8, 8))], { type: 'image/png' }), 'b.png');
    expect((await anonymous.post('manage/club', two)).status).toBe(422);
    expect(leftInTmp()).toEqual(before);
  });
});
