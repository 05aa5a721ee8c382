import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { MESSAGES } from '../errors';
import { UPLOAD_FILE_NAME, uploadsDir } from './upload-files';

const PREFIX = '/uploads/';

const IMAGE_HEADERS = {
  'Content-Type': 'image/webp',
  'X-Content-Type-Options': 'nosniff',
  // Should a browser ever render the response as a document, it may run nothing and load nothing.
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
  // Every upload has a name of its own and is never changed, only deleted.
  'Cache-Control': 'public, max-age=31536000, immutable',
};

/**
 * `GET /uploads/<file>`: serves stored uploads. Only names of the generated shape reach the file system
 * (ctx.path is not URL-decoded, so `..%2f` stays inert), and only files that still have their row: a
 * file left behind by a rolled-back transaction or an interrupted deletion is never served.
 */
export function serveUploads(dataDir: string): Middleware<AppState, AppContext> {
  const dir = uploadsDir(dataDir);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const fileName = ctx.path.slice(PREFIX.length);
    const data = UPLOAD_FILE_NAME.test(fileName) ? await readUpload(ctx.deps.db, dir, fileName) : null;
    if (!data) {
      ctx.status = 404;
      ctx.body = { message: MESSAGES[404] };
      return;
    }
    // The headers go first: Koa then keeps this Content-Type instead of guessing one for a Buffer.
    ctx.set(IMAGE_HEADERS);
    ctx.body = data;
  };
}

async function readUpload(db: Knex, dir: string, fileName: string): Promise<Buffer | null> {
  const row = await db('uploads').where({ fileName }).first('id');
  if (!row) return null;
  try {
    return await fs.readFile(path.join(dir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
