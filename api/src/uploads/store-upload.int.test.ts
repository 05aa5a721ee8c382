import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImage, type ProcessedImage } from './process-image';
import { storeUpload } from './store-upload';
import { png } from './test-images';
import { UPLOAD_FILE_NAME } from './upload-files';

async function newAccount(db: TestDatabase['db'], email: string): Promise<string> {
  const [row] = await db('accounts')
    .insert({ email, kind: 'person', country: 'CH', passwordHash: 'x' })
    .returning('id');
  return (row as { id: string }).id;
}

describe.each(testDatabaseKinds())('storeUpload on %s', (kind) => {
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
});
