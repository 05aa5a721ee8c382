import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { waitForLockWaits, serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { createSession } from '../../auth/sessions';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { png } from '../../uploads/test-images';
import { testPerson } from '../../testing/test-person';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const person = testPerson('Lea', 'Gleichweg', { address: place });
/** The profile as the edit form sends it, as flat multipart fields. */
const fields: Record<string, string> = {
  firstName: 'Lea',
  lastName: 'Gleichweg',
  description: 'Schiedsrichterin mit acht Jahren Erfahrung, suche einen neuen Verein.',
  gender: 'FEMALE',
  'address.zip': '3011',
  'address.city': 'Bern',
  'interestedClubFunctions[0]': 'SCHIEDSRICHTER',
  searchRadius: '30',
};
/** What authorize() answers once a session has ended. */
const SESSION_ENDED = { message: 'Bitte melde dich an.' };

const untilOneWaitsForALock = (db: Knex) => waitForLockWaits(db, 1);

/** A multipart PUT as the browser sends the form with a picture (the test app's request sends only text). */
async function putWithImage(
  app: TestApp,
  cookie: string,
  image: Buffer,
): Promise<{ status: number; json: unknown }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('selectedImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'bild.png');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const { port, host } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/manage/person',
        headers: {
          host,
          origin: app.url,
          cookie,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(testDatabaseKinds())('saving a profile while its account is deleted, on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let dataDir: string;
  let image: Buffer;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-person-races-'));
    app = await startTestApp(t.db, { DATA_DIR: dataDir });
    image = await png(200, 200);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A verified person signed in. */
  async function member() {
    const { accountId } = await registerPerson(
      t.db,
      { email: `gleichweg${++n}@example.com`, passwordHash: 'x', country: 'CH' },
      person,
    );
    await verifyAccount(t.db, accountId);
    return { accountId, cookie: `${SESSION_COOKIE}=${await createSession(t.db, accountId, 30)}` };
  }

  it('saves a picture as long as the account is there', async () => {
    const lea = await member();
    const res = await putWithImage(app, lea.cookie, image);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ avatarUrl: expect.stringMatching(/^\/uploads\//) });
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)('answers a picture stored while the deletion ran as an ended session', async () => {
    const lea = await member();
    const deleting = await t.db.transaction();
    let saved: ReturnType<typeof putWithImage> | undefined;
    try {
      await deleting('accounts').where({ id: lea.accountId }).delete();
      // The session and the profile are still there for the request; storing the upload waits for the account.
      saved = putWithImage(app, lea.cookie, image);
      await untilOneWaitsForALock(t.db);
    } finally {
      await deleting.commit();
    }
    const res = await saved;
    expect(res?.status).toBe(401);
    expect(res?.json).toEqual(SESSION_ENDED);
  });

  serverOnlyIt(kind)('answers a change saved while the deletion ran as an ended session', async () => {
    const lea = await member();
    const deleting = await t.db.transaction();
    let saved: Promise<{ status: number; json: unknown }> | undefined;
    try {
      await deleting('accounts').where({ id: lea.accountId }).delete();
      // Without a picture the save goes straight to the profile's row, which the deletion holds.
      saved = app.request('PUT', '/api/manage/person', {
        body: JSON.stringify({ ...person, interestedClubFunctions: ['TRAINER'] }),
        headers: { cookie: lea.cookie },
      });
      await untilOneWaitsForALock(t.db);
    } finally {
      await deleting.commit();
    }
    const res = await saved;
    expect(res?.status).toBe(401);
    expect(res?.json).toEqual(SESSION_ENDED);
  });
});
