import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpMethodEnum, koaBody, type KoaBodyMiddlewareOptions } from 'koa-body';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { defaultMessage, HttpError, ValidationError } from '../errors';
import { ImageRejectedError } from '../uploads/image-rejected-error';

// formidable's error codes
const FIELDS_TOO_LARGE = 1006;
const TOO_MANY_FIELDS = 1007;
const TOO_MANY_FILES = 1015;
const FILES_TOO_LARGE = 1009;
const FILE_TOO_LARGE = 1016;

const ONE_FILE = 'Bitte sende nur ein Bild auf einmal.';

const PARSED_METHODS = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
const PARSED = new Set<string>(PARSED_METHODS);

/**
 * JSON and multipart bodies with tight limits: one file (an image) of at most `maxFileBytes`, a few
 * hundred fields. Anything bigger is refused while it streams in, before it reaches a handler.
 */
export function bodyParser(maxFileBytes: number): Middleware<AppState, AppContext> {
  const options = {
    // Every body that cannot be read is an answer about the input, never a server error.
    onError: (error) => {
      const { code, status } = error as { code?: number; status?: number };
      // The same answer as an image found too large after reading; the error handler words it for the site.
      if (code === FILE_TOO_LARGE || code === FILES_TOO_LARGE) {
        throw new ImageRejectedError('too-large', maxFileBytes);
      }
      // The forms take one picture at a time; said so, rather than that the request was unreadable.
      if (code === TOO_MANY_FILES) throw new ValidationError(null, ONE_FILE);
      if (status === 413 || code === FIELDS_TOO_LARGE || code === TOO_MANY_FIELDS) {
        throw new HttpError(413, defaultMessage(413));
      }
      if (status === 415) throw new HttpError(415, defaultMessage(415));
      throw new ValidationError(null, defaultMessage(400));
    },
    json: true,
    multipart: true,
    urlencoded: true,
    text: false,
    jsonLimit: '256kb',
    formLimit: '256kb',
    parsedMethods: PARSED_METHODS,
    formidable: {
      maxFiles: 1,
      maxFileSize: maxFileBytes,
      maxTotalFileSize: maxFileBytes,
      maxFields: 300,
      maxFieldsSize: 256 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
      keepExtensions: false,
    },
  } satisfies Partial<KoaBodyMiddlewareOptions>;
  const parser = (uploadDir: string) =>
    koaBody({ ...options, formidable: { ...options.formidable, uploadDir } }) as unknown as Middleware<
      AppState,
      AppContext
    >;
  // JSON and urlencoded bodies never touch the disk.
  const parse = parser(os.tmpdir());

  // A multipart body is parsed before the session and the route are known, so a signed-out caller's upload
  // to any address, or one its route refuses unread, is written to disk all the same. Each request writes
  // to a folder of its own, removed with everything in it once the request is done: this also takes the
  // file formidable still opens for a part over `maxFiles` after it gave up on the body and never removes.
  const parseUpload: Middleware<AppState, AppContext> = async (ctx, next) => {
    const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'anpfiff-upload-'));
    try {
      await parser(uploadDir)(ctx, next);
    } finally {
      // Retries: that late file may still be being created while the folder is emptied.
      await fs.rm(uploadDir, { recursive: true, force: true, maxRetries: 3 });
    }
  };
  // koa-body looks at the content type of every request before it looks at the method: reads skip it.
  return (ctx, next) => {
    if (!PARSED.has(ctx.method)) return next();
    return ctx.is('multipart') ? parseUpload(ctx, next) : parse(ctx, next);
  };
}
