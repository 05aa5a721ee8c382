import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForLockWaits, serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { createSession } from '../../auth/sessions';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { newUploadFileName, uploadsDir, uploadUrl } from '../../uploads/upload-files';
import { testPerson } from '../../testing/test-person';

const person = testPerson('Ava', 'Tarupload');

describe.each(testDatabaseKinds())('deleting an account with its uploaded images, on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let dataDir: string;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-delete-account-'));
    fs.mkdirSync(uploadsDir(dataDir), { recursive: true });
    app = await startTestApp(t.db, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A verified person signed in; the cookie of their session. */
  async function member() {
    n += 1;
    const email = `ava${n}@example.com`;
    const { accountId, personId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      person,
    );
    await verifyAccount(t.db, accountId);
    const token = await createSession(t.db, accountId, 30);
    return { accountId, personId, cookie: `${SESSION_COOKIE}=${token}` };
  }

  /** An image file with its row, as an upload stores them (inside `db`, which may be an open transaction). */
  async function upload(db: Knex | Knex.Transaction, accountId: string): Promise<string> {
    const fileName = newUploadFileName();
    fs.writeFileSync(path.join(uploadsDir(dataDir), fileName), 'webp');
    await db('uploads').insert({ accountId, fileName, mime: 'image/webp', size: 4, width: 1, height: 1 });
    return fileName;
  }
  const onDisk = (fileName: string) => fs.existsSync(path.join(uploadsDir(dataDir), fileName));
  const deleteRequest = (cookie: string) =>
    app.request('DELETE', '/api/manage/account', { headers: { cookie } });

  it('removes the files of every upload of the account once the deletion is committed', async () => {
    const ava = await member();
    const avatar = await upload(t.db, ava.accountId);
    await t
      .db('persons')
      .where({ id: ava.personId })
      .update({ avatarUrl: uploadUrl(avatar) });
    const unlinked = await upload(t.db, ava.accountId);

    const res = await deleteRequest(ava.cookie);

    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true });
    expect([onDisk(avatar), onDisk(unlinked)]).toEqual([false, false]);
    expect(Number((await t.db('uploads').where({ accountId: ava.accountId }).count({ n: '*' }))[0]?.n)).toBe(
      0,
    );
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)(
    'removes the file of an upload committed while the deletion waited for the account',
    async () => {
      const ava = await member();
      const before = await upload(t.db, ava.accountId);
      // An avatar upload in flight: its row is written, its transaction not yet committed.
      const uploading = await t.db.transaction();
      let late: string | undefined;
      let res: ReturnType<typeof deleteRequest> | undefined;
      try {
        late = await upload(uploading, ava.accountId);
        res = deleteRequest(ava.cookie);
        await waitForLockWaits(t.db, 1);
      } finally {
        await uploading.commit();
      }
      expect((await res)?.status).toBe(200);
      expect(late).toBeDefined();
      expect([onDisk(before), onDisk(late ?? '')]).toEqual([false, false]);
    },
  );
});
