import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { createSession } from '../auth/sessions';
import { setAccountLocked } from '../commands/lock-account';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { updateClubAvatar } from '../commands/update-club-avatar';
import { verifyAccount } from '../commands/verify-account';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testPerson } from '../testing/test-person';
import { processImage, type ProcessedImage } from './process-image';
import { storeUpload } from './store-upload';
import { png } from './test-images';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const club: ClubProfile = { name: 'FC Wappen', description: '', address: place, contactInformation: {} };
/** The person's edit form as the browser sends it, flat multipart fields. */
const PERSON_FORM: Record<string, string> = {
  firstName: 'Mia',
  lastName: 'Bildhaber',
  description: '',
  gender: 'FEMALE',
  'address.zip': '3011',
  'address.city': 'Bern',
  'interestedClubFunctions[0]': 'TRAINER',
  searchRadius: '10',
};
const NOT_FOUND = { message: 'Nicht gefunden' };
// Never stored: what any name nobody uploaded answers.
const UNKNOWN = '/uploads/0123456789abcdef0123456789abcdef.webp';

/**
 * What an outsider can compare between two answers: status, body and every header except the moment
 * and the request id.
 */
const visible = (a: Answer) => {
  const headers = { ...a.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return { status: a.status, body: a.body.toString('utf8'), headers };
};

describe.each(testDatabaseKinds())('which uploads are served, through the app on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let dataDir: string;
  let image: ProcessedImage;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-serve-visibility-'));
    app = await startTestApp(t.db, { DATA_DIR: dataDir });
    image = await processImage(await png(32, 32), { maxBytes: 5_000_000 });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  // Raw http: the body stays bytes, and the Host is the test app's (the Swiss site).
  const send = (
    method: string,
    urlPath: string,
    headers: Record<string, string | number> = {},
    body?: Buffer,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const { port, host } = new URL(app.url);
      const req = http.request(
        { host: '127.0.0.1', port, method, path: urlPath, headers: { host, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const get = (url: string, headers: Record<string, string> = {}) => send('GET', url, headers);

  async function person(verified: boolean) {
    n += 1;
    const email = `mia${n}@example.com`;
    const { accountId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      testPerson('Mia', `Bild${n}`),
    );
    if (verified) await verifyAccount(t.db, accountId);
    return { email, accountId };
  }
  const upload = async (accountId: string | null) => (await storeUpload(t.db, dataDir, accountId, image)).url;

  it('serves the picture of a verified, unlocked account with a cache of a day, not a year', async () => {
    const { accountId } = await person(true);
    const res = await get(await upload(accountId));
    expect(res.status).toBe(200);
    expect(res.body.equals(image.data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers the picture of a locked account exactly as a name that never existed, until it is unlocked', async () => {
    const { email, accountId } = await person(true);
    const url = await upload(accountId);
    const served = await get(url);
    expect(served.status).toBe(200);

    await setAccountLocked(t.db, email, true);
    const locked = await get(url);
    expect(visible(locked)).toEqual(visible(await get(UNKNOWN)));
    expect(locked.status).toBe(404);
    expect(JSON.parse(locked.body.toString('utf8'))).toEqual(NOT_FOUND);
    expect(locked.headers['cache-control']).toBeUndefined();
    // A cache asking whether its copy is still good is told it is gone, not that it may keep it.
    const revalidated = await get(url, { 'if-none-match': String(served.headers.etag) });
    expect(visible(revalidated)).toEqual(visible(await get(UNKNOWN)));
    expect(visible(await send('HEAD', url))).toEqual(visible(await send('HEAD', UNKNOWN)));

    await setAccountLocked(t.db, email, false);
    expect((await get(url)).status).toBe(200);
  });

  it('does not serve the picture of an account not verified yet, nor an upload without an account', async () => {
    const { accountId } = await person(false);
    const unverified = await get(await upload(accountId));
    expect(visible(unverified)).toEqual(visible(await get(UNKNOWN)));
    expect(visible(await get(await upload(null)))).toEqual(visible(await get(UNKNOWN)));
  });

  it('serves a club emblem only once the club registering it is verified', async () => {
    n += 1;
    const { accountId, clubId } = await registerClub(
      t.db,
      { email: `wappen${n}@example.com`, passwordHash: 'x', country: 'CH' },
      club,
    );
    const url = await upload(accountId);
    await updateClubAvatar(t.db, clubId, url);
    expect((await get(url)).status).toBe(404);
    await verifyAccount(t.db, accountId);
    expect((await get(url)).status).toBe(200);
  });

  it('lets a signed-in owner see the picture just saved on the manage page; a lock ends that too', async () => {
    const { email, accountId } = await person(true);
    const cookie = `${SESSION_COOKIE}=${await createSession(t.db, accountId, 30)}`;
    const form = new FormData();
    for (const [name, value] of Object.entries(PERSON_FORM)) form.append(name, value);
    form.append(
      'selectedImage',
      new Blob([new Uint8Array(await png(48, 48))], { type: 'image/png' }),
      'mia.png',
    );
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const saved = await send(
      'PUT',
      '/api/manage/person',
      {
        origin: app.url,
        cookie,
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': body.length,
      },
      body,
    );
    expect(saved.status).toBe(200);
    const { avatarUrl } = JSON.parse(saved.body.toString('utf8')) as { avatarUrl: string };

    const preview = await get(avatarUrl, { cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');

    // A session cookie is no key to a locked account's pictures (the lock has ended the session anyway).
    await setAccountLocked(t.db, email, true);
    expect(visible(await get(avatarUrl, { cookie }))).toEqual(visible(await get(UNKNOWN, { cookie })));
  });

  it('asks the database once per picture', async () => {
    const { accountId } = await person(true);
    const url = await upload(accountId);
    let queries = 0;
    const count = () => (queries += 1);
    t.db.on('query', count);
    try {
      expect((await get(url)).status).toBe(200);
      expect(queries).toBe(1);
      queries = 0;
      expect((await get(UNKNOWN)).status).toBe(404);
      expect(queries).toBe(1);
    } finally {
      t.db.off('query', count);
    }
  });
});
