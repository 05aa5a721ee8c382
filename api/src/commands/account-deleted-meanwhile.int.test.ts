import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { waitForLockWaits, serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { processImage, type ProcessedImage } from '../uploads/process-image';
import { storeUpload } from '../uploads/store-upload';
import { png } from '../uploads/test-images';
import { createJob } from './create-job';
import { registerClub } from './register-club';
import { registerPerson } from './register-person';
import { updateClub } from './update-club';
import { updateClubAvatar } from './update-club-avatar';
import { updatePerson } from './update-person';
import { testPerson } from '../testing/test-person';
import { testJob } from '../testing/test-job';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const person = testPerson('Lea', 'Weg', { address: place });
const club: ClubProfile = { name: 'FC Weg', description: '', address: place, contactInformation: {} };
const job = testJob();

/** What authorize() answers once a session has ended. */
const SESSION_ENDED = { status: 401, message: 'Bitte melde dich an.' };

const untilOneWaitsForALock = (db: Knex) => waitForLockWaits(db, 1);

describe.each(testDatabaseKinds())('writes of an account deleted while they ran, on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let image: ProcessedImage;
  let n = 0;
  const account = () => ({ email: `weg${++n}@example.com`, passwordHash: 'x', country: 'CH' as const });
  const deleteAccount = (db: Knex | Knex.Transaction, accountId: string) =>
    db('accounts').where({ id: accountId }).delete();
  const filesOnDisk = async () => fs.readdir(path.join(dataDir, 'uploads')).catch(() => []);

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-account-gone-'));
    image = await processImage(await png(40, 40), { maxBytes: 5_000_000 });
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const eventCount = async () => Number((await t.db('events').count({ n: '*' }))[0]?.n);

  it("answers a person's profile update as an ended session and writes no event", async () => {
    const lea = await registerPerson(t.db, account(), person);
    await deleteAccount(t.db, lea.accountId);
    const events = await eventCount();

    const update = updatePerson(t.db, lea.personId, person, '/uploads/ungesehen.webp');

    await expect(update).rejects.toBeInstanceOf(HttpError);
    await expect(update).rejects.toMatchObject(SESSION_ENDED);
    expect(await eventCount()).toBe(events);
  });

  it("answers a club's profile update as an ended session and writes no event", async () => {
    const fc = await registerClub(t.db, account(), club);
    await deleteAccount(t.db, fc.accountId);
    const events = await eventCount();

    await expect(updateClub(t.db, fc.clubId, club)).rejects.toMatchObject(SESSION_ENDED);
    expect(await eventCount()).toBe(events);
  });

  it("answers a club's new emblem as an ended session and writes no event", async () => {
    const fc = await registerClub(t.db, account(), club);
    await deleteAccount(t.db, fc.accountId);
    const events = await eventCount();

    await expect(updateClubAvatar(t.db, fc.clubId, '/uploads/ungesehen.webp')).rejects.toMatchObject(
      SESSION_ENDED,
    );
    expect(await eventCount()).toBe(events);
  });

  it('answers a new offer as an ended session and writes no event', async () => {
    const fc = await registerClub(t.db, account(), club);
    await deleteAccount(t.db, fc.accountId);
    const events = await eventCount();

    await expect(createJob(t.db, fc.clubId, job)).rejects.toMatchObject(SESSION_ENDED);
    expect(await eventCount()).toBe(events);
    expect(await t.db('jobs').where({ clubId: fc.clubId }).first()).toBeUndefined();
  });

  it('answers an upload as an ended session and keeps no file of it', async () => {
    const lea = await registerPerson(t.db, account(), person);
    await deleteAccount(t.db, lea.accountId);
    const before = await filesOnDisk();

    const upload = storeUpload(t.db, dataDir, lea.accountId, image);

    await expect(upload).rejects.toBeInstanceOf(HttpError);
    await expect(upload).rejects.toMatchObject(SESSION_ENDED);
    expect(await filesOnDisk()).toEqual(before);
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)(
    'answers an upload that waited for a deletion in progress as an ended session',
    async () => {
      const lea = await registerPerson(t.db, account(), person);
      const deleting = await t.db.transaction();
      let upload: Promise<unknown> | undefined;
      try {
        await deleteAccount(deleting, lea.accountId);
        upload = storeUpload(t.db, dataDir, lea.accountId, image);
        // Settled either way below; unobserved until then it would count as unhandled.
        upload.catch(() => undefined);
        await untilOneWaitsForALock(t.db);
      } finally {
        await deleting.commit();
      }
      await expect(upload).rejects.toMatchObject(SESSION_ENDED);
    },
  );

  serverOnlyIt(kind)(
    'answers a new offer that waited for a deletion in progress as an ended session',
    async () => {
      const fc = await registerClub(t.db, account(), club);
      const deleting = await t.db.transaction();
      let created: Promise<unknown> | undefined;
      try {
        await deleteAccount(deleting, fc.accountId);
        created = createJob(t.db, fc.clubId, job);
        // Settled either way below; unobserved until then it would count as unhandled.
        created.catch(() => undefined);
        await untilOneWaitsForALock(t.db);
      } finally {
        await deleting.commit();
      }
      await expect(created).rejects.toMatchObject(SESSION_ENDED);
    },
  );
});
