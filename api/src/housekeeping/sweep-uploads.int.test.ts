import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { updateClubAvatar } from '../commands/update-club-avatar';
import { updatePerson } from '../commands/update-person';
import { processImage, type ProcessedImage } from '../uploads/process-image';
import { storeUpload } from '../uploads/store-upload';
import { png } from '../uploads/test-images';
import { newUploadFileName } from '../uploads/upload-files';
import { UPLOAD_GRACE_HOURS, sweepUploads } from './sweep-uploads';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const club: ClubProfile = { name: 'FC Bümpliz', description: '', address: place, contactInformation: {} };
const person: PersonProfile = {
  firstName: 'Lea',
  lastName: 'Meier',
  description: '',
  birthday: '1990-05-17',
  gender: 'FEMALE',
  address: place,
  interestedClubFunctions: ['TRAINER'],
  searchRadius: 10,
};

describe.each(testDatabaseKinds())('sweeping uploads on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let image: ProcessedImage;
  let clubIds: { accountId: string; clubId: string };
  let personIds: { accountId: string; personId: string };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-sweep-'));
    image = await processImage(await png(40, 40), { maxBytes: 5_000_000 });
    clubIds = await registerClub(t.db, { email: 'club@example.com', passwordHash: 'x', country: 'CH' }, club);
    personIds = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: 'x', country: 'CH' },
      person,
    );
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const uploads = () => path.join(dataDir, 'uploads');
  const filesOnDisk = async () => (await fs.readdir(uploads())).sort();
  const name = (url: string) => path.basename(url);
  const past = new Date(Date.now() - (UPLOAD_GRACE_HOURS + 1) * 3_600_000);
  /** An upload as it would be a day later: its row and its file both older than the grace period. */
  const age = async (url: string) => {
    await t
      .db('uploads')
      .where({ fileName: name(url) })
      .update({ createdAt: past });
    await fs.utimes(path.join(uploads(), name(url)), past, past);
  };
  const store = (accountId: string) => storeUpload(t.db, dataDir, accountId, image);

  it('keeps the pictures profiles show and removes old uploads no profile shows, row and file', async () => {
    const clubAvatar = await store(clubIds.accountId);
    await updateClubAvatar(t.db, clubIds.clubId, clubAvatar.url);
    const personAvatar = await store(personIds.accountId);
    await updatePerson(t.db, personIds.personId, person, personAvatar.url);
    // A form stored the image, then its save failed: nothing links it.
    const abandoned = await store(personIds.accountId);
    const justUploaded = await store(personIds.accountId);
    for (const upload of [clubAvatar, personAvatar, abandoned]) await age(upload.url);

    expect(await sweepUploads(t.db, dataDir)).toEqual({ unlinked: 1, strayFiles: 0 });

    expect((await t.db('uploads').pluck('file_name')).sort()).toEqual(
      [clubAvatar, personAvatar, justUploaded].map((u) => name(u.url)).sort(),
    );
    expect(await filesOnDisk()).toEqual(
      [clubAvatar, personAvatar, justUploaded].map((u) => name(u.url)).sort(),
    );
  });

  it('removes old files without a row and left-over temporary files, never young ones or foreign names', async () => {
    await fs.mkdir(uploads(), { recursive: true });
    const before = await filesOnDisk();
    const orphan = newUploadFileName();
    const youngOrphan = newUploadFileName();
    const temp = `.${newUploadFileName()}.a1b2c3.tmp`;
    const foreign = 'README.txt';
    for (const file of [orphan, youngOrphan, temp, foreign])
      await fs.writeFile(path.join(uploads(), file), 'x');
    for (const file of [orphan, temp, foreign]) await fs.utimes(path.join(uploads(), file), past, past);

    expect(await sweepUploads(t.db, dataDir)).toEqual({ unlinked: 0, strayFiles: 2 });
    expect(await filesOnDisk()).toEqual([...before, youngOrphan, foreign].sort());
  });

  it('does nothing where no upload was ever stored', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-sweep-empty-'));
    try {
      expect(await sweepUploads(t.db, empty)).toEqual({ unlinked: 0, strayFiles: 0 });
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
  });
});
