import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { accountGone } from '../support/account-gone';
import { isForeignKeyViolation } from '../support/constraint-violation';
import type { ProcessedImage } from './process-image';
import { newUploadFileName, uploadsDir, uploadUrl } from './upload-files';

export interface StoredUpload {
  id: string;
  /** Where the image is served, e.g. `/uploads/3f2a….webp`. */
  url: string;
}

/**
 * Writes the file next to its final name and renames it into place, so a reader (or a crash) never sees
 * half an image; the data is flushed to disk before the rename so that a committed row never points to
 * an empty file after a power cut.
 */
async function writeAtomically(dir: string, fileName: string, data: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, fileName);
  const temp = path.join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * Stores a processed image under `DATA_DIR/uploads` and records it. The file is written first: a row
 * never exists without its file. If the caller's transaction rolls back afterwards the file stays behind
 * unreferenced, and serving refuses it because serving looks the row up. An account deleted while its
 * upload was being processed (in another tab) is answered as an ended session.
 */
export async function storeUpload(
  db: Knex | Knex.Transaction,
  dataDir: string,
  accountId: string | null,
  image: ProcessedImage,
): Promise<StoredUpload> {
  const dir = uploadsDir(dataDir);
  const fileName = newUploadFileName();
  await writeAtomically(dir, fileName, image.data);
  try {
    const [row] = await db('uploads')
      .insert({
        accountId,
        fileName,
        mime: image.mime,
        size: image.data.length,
        width: image.width,
        height: image.height,
      })
      .returning('id');
    return { id: (row as { id: string }).id, url: uploadUrl(fileName) };
  } catch (error) {
    await fs.rm(path.join(dir, fileName), { force: true });
    if (isForeignKeyViolation(error, 'uploads_account_id_foreign')) throw accountGone();
    throw error;
  }
}
