import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImage, type ProcessedImage } from './process-image';
import { deleteUploadsOf, storeUpload } from './store-upload';
import { png } from './test-images';
import { UPLOAD_FILE_NAME } from './upload-files';

async function newAccount(db: TestDatabase['db'], email: string): Promise<string> {
  const [row] = await db('accounts')
    .insert({ email, kind: 'person', country: 'CH', passwordHash: 'x' })
    .returning('id');
  return (row as { id: string }).id;
}

describe.each(testDatabaseKinds())('storeUpload and deleteUploadsOf on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let image: ProcessedImage;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-uploads-'));
    image = await processImage(await png(120, 80), { maxBytes: 5_000_000 });
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const filePath = (url: string) => path.join(dataDir, 'uploads', path.basename(url));

  it('writes the file under DATA_DIR/uploads with an unguessable name and records it', async () => {
    const accountId = await newAccount(t.db, 'lea@example.com');
    const stored = await storeUpload(t.db, dataDir, accountId, image);

    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const written = await fs.readFile(filePath(stored.url));
    expect(written.equals(image.data)).toBe(true);
    expect((await sharp(written).metadata()).format).toBe('webp');

    const row = await t.db('uploads').where({ id: stored.id }).first();
    expect(row).toMatchObject({
      accountId,
      fileName: path.basename(stored.url),
      mime: 'image/webp',
      size: image.data.length,
      width: 120,
      height: 80,
    });
    // No temporary file is left next to it.
    const names = await fs.readdir(path.join(dataDir, 'uploads'));
    expect(names.every((name) => UPLOAD_FILE_NAME.test(name))).toBe(true);
  });

  it('gives every upload a new name, also without an account', async () => {
    const urls = new Set<string>();
    for (let i = 0; i < 5; i++) urls.add((await storeUpload(t.db, dataDir, null, image)).url);
    expect(urls.size).toBe(5);
  });

  it('stores inside a caller transaction', async () => {
    const stored = await t.db.transaction((trx) => storeUpload(trx, dataDir, null, image));
    expect(await t.db('uploads').where({ id: stored.id }).first()).toBeDefined();
  });

  it('removes the file again when the row cannot be written', async () => {
    const before = await fs.readdir(path.join(dataDir, 'uploads'));
    const missingAccount = '00000000-0000-4000-8000-000000000000';
    await expect(storeUpload(t.db, dataDir, missingAccount, image)).rejects.toThrow();
    expect(await fs.readdir(path.join(dataDir, 'uploads'))).toEqual(before);
  });

  it("deletes one account's uploads, rows and files, and leaves the others", async () => {
    const mine = await newAccount(t.db, 'mine@example.com');
    const other = await newAccount(t.db, 'other@example.com');
    const a = await storeUpload(t.db, dataDir, mine, image);
    const b = await storeUpload(t.db, dataDir, mine, image);
    const kept = await storeUpload(t.db, dataDir, other, image);

    const count = await t.db.transaction((trx) => deleteUploadsOf(trx, dataDir, mine));

    expect(count).toBe(2);
    expect(await t.db('uploads').where({ accountId: mine })).toEqual([]);
    for (const gone of [a, b]) await expect(fs.access(filePath(gone.url))).rejects.toThrow();
    await expect(fs.access(filePath(kept.url))).resolves.toBeUndefined();
    expect(await t.db('uploads').where({ accountId: other })).toHaveLength(1);
  });

  it('deletes nothing for an account without uploads, and copes with a file already gone', async () => {
    const none = await newAccount(t.db, 'none@example.com');
    expect(await deleteUploadsOf(t.db, dataDir, none)).toBe(0);

    const owner = await newAccount(t.db, 'owner@example.com');
    const stored = await storeUpload(t.db, dataDir, owner, image);
    await fs.rm(filePath(stored.url));
    expect(await deleteUploadsOf(t.db, dataDir, owner)).toBe(1);
  });
});
