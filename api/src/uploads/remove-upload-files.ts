import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FILE_NAME, uploadsDir } from './upload-files';

/** Deletes uploaded files whose rows are already gone; only names of the generated shape are touched. */
export async function removeUploadFiles(dataDir: string, fileNames: string[]): Promise<void> {
  const dir = uploadsDir(dataDir);
  await Promise.all(
    fileNames
      .filter((name) => UPLOAD_FILE_NAME.test(name))
      .map((name) => fs.rm(path.join(dir, name), { force: true })),
  );
}
