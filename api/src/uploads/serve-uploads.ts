import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { MESSAGES } from '../errors';
import { UPLOAD_FILE_NAME, uploadsDir } from './upload-files';

const PREFIX = '/uploads/';

/**
 * How long browsers and shared caches may show a picture without asking again. Not a year and not
 * `immutable`: the bytes behind a name never change, but whether they may be shown does: an operator locks
 * an account over its picture, a person deletes theirs or their account. A cache would keep showing it for
 * its whole lifetime, so a day bounds how long a withdrawn picture can linger. A replaced photo gets a new
 * name, so the owner sees the new one at once whatever this is; and after a day a browser only revalidates
 * (the ETag below), which costs one small query and no image bytes.
 */
const CACHE_CONTROL = 'public, max-age=86400';

const IMAGE_HEADERS = {
  'Content-Type': 'image/webp',
  'X-Content-Type-Options': 'nosniff',
  // Should a browser ever render the response as a document, it may run nothing and load nothing.
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
  'Cache-Control': CACHE_CONTROL,
};

/**
 * `GET /uploads/<file>`: serves stored uploads. Only names of the generated shape reach the file system
 * (ctx.path is not URL-decoded, so `..%2f` stays inert), and only files that still have their row: a
 * file left behind by a rolled-back transaction or an interrupted deletion is never served.
 *
 * A picture is public exactly as long as its owner's profile is: the uploading account must be verified
 * and not locked, as in visible-profiles.ts. Anything else answers the same 404 as a name that never
 * existed, so nobody can tell a locked account's picture from no picture. There is no exception for the
 * owner: a session exists only for a verified, unlocked account (findSessionAccount), so an owner who is
 * signed in is served anyway, and looking the session up here would cost every image a second query.
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
    // A name is never reused for other bytes, so it is a strong validator. A revalidation has passed the
    // same check as a first request: a 304 is only given for a picture that may still be shown.
    ctx.set('ETag', `"${fileName}"`);
    // Until a body is set Koa's status is 404, and ctx.fresh compares validators only for a success.
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = data;
  };
}

/**
 * The file, if it may be shown: one query on the unique file name and the account's primary key. An
 * upload without an account (never stored by the site itself) has nobody to show it for, so it never shows.
 */
async function readUpload(db: Knex, dir: string, fileName: string): Promise<Buffer | null> {
  const row = await db('uploads')
    .join('accounts', 'accounts.id', 'uploads.accountId')
    .where('uploads.fileName', fileName)
    .whereNotNull('accounts.verifiedAt')
    .where('accounts.locked', false)
    .first('uploads.id');
  if (!row) return null;
  try {
    return await fs.readFile(path.join(dir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
