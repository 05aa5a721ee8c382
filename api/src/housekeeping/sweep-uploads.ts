import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { removeUploadFiles } from '../uploads/remove-upload-files';
import { UPLOAD_FILE_NAME, uploadsDir, uploadUrl } from '../uploads/upload-files';

/**
 * How old an upload must be before the sweep may take it: a form stores its image before the command
 * that links it commits, so a young upload without a profile is most likely one about to be linked.
 */
export const UPLOAD_GRACE_HOURS = 24;

export interface SweptUploads {
  /** Upload rows no profile shows, with their files. */
  unlinked: number;
  /** Files without a row: left by a failed write or by deletions of an earlier version. */
  strayFiles: number;
}

const UPLOAD_URL_PREFIX = uploadUrl('');
// writeAtomically's temporary name: `.<file name>.<hex>.tmp`.
const TEMP_FILE = /^\.[0-9a-f]{32}\.webp\.[0-9a-f]+\.tmp$/;
const BATCH = 1_000;

/** Upload rows older than the grace period that no club or person shows as its picture: deleted, names returned. */
async function deleteUnlinkedRows(db: Knex): Promise<string[]> {
  const url = db.raw('? || uploads.file_name', [UPLOAD_URL_PREFIX]);
  const rows = (await db('uploads')
    .where('createdAt', '<', db.raw('now() - make_interval(hours => ?)', [UPLOAD_GRACE_HOURS]))
    .whereNotExists(db('clubs').select(db.raw('1')).where('avatarUrl', url))
    .whereNotExists(db('persons').select(db.raw('1')).where('avatarUrl', url))
    .delete()
    .returning('fileName')) as { fileName: string }[];
  return rows.map((r) => r.fileName);
}

async function olderThanGrace(file: string): Promise<boolean> {
  try {
    const { mtimeMs } = await fs.stat(file);
    return Date.now() - mtimeMs > UPLOAD_GRACE_HOURS * 3_600_000;
  } catch {
    return false;
  }
}

/** Files in the uploads folder older than the grace period whose row is gone; temporary files included. */
async function strayFilesIn(db: Knex, dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const stray: string[] = [];
  const uploads = names.filter((name) => UPLOAD_FILE_NAME.test(name));
  for (let i = 0; i < uploads.length; i += BATCH) {
    const batch = uploads.slice(i, i + BATCH);
    const known = new Set(
      ((await db('uploads').whereIn('fileName', batch).select('fileName')) as { fileName: string }[]).map(
        (r) => r.fileName,
      ),
    );
    stray.push(...batch.filter((name) => !known.has(name)));
  }
  stray.push(...names.filter((name) => TEMP_FILE.test(name)));
  const old = await Promise.all(stray.map((name) => olderThanGrace(path.join(dir, name))));
  return stray.filter((_, i) => old[i]);
}

/**
 * Removes uploads nobody sees: images stored by a form whose save then failed, avatars orphaned before
 * replacing or deleting one removed its file, and half-written files of a crash. Serving already refuses
 * files without a row; this keeps them off the disk and out of backups. Rows go first, then their files,
 * so a row never points to a missing file.
 */
export async function sweepUploads(db: Knex, dataDir: string): Promise<SweptUploads> {
  const unlinked = await deleteUnlinkedRows(db);
  await removeUploadFiles(dataDir, unlinked);
  const dir = uploadsDir(dataDir);
  const stray = await strayFilesIn(db, dir);
  await Promise.all(stray.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return { unlinked: unlinked.length, strayFiles: stray.length };
}
