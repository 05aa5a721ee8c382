import os from 'node:os';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { ValidationError } from '../errors';

/**
 * JSON and multipart bodies with tight limits: one file (an image) of at most `maxFileBytes`, a few
 * hundred fields. Anything bigger is refused while it streams in, before it reaches a handler.
 */
export function bodyParser(maxFileBytes: number): Middleware<AppState, AppContext> {
  const megabytes = Math.round((maxFileBytes / 1_000_000) * 10) / 10;
  return koaBody({
    onError: (error) => {
      // formidable's codes for a file or all files over the limit
      const code = (error as { code?: number }).code;
      if (code === 1009 || code === 1016) {
        throw new ValidationError(null, `Das Bild ist zu gross (höchstens ${megabytes} MB).`);
      }
      throw error;
    },
    json: true,
    multipart: true,
    urlencoded: true,
    text: false,
    jsonLimit: '256kb',
    formLimit: '256kb',
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    formidable: {
      uploadDir: os.tmpdir(),
      maxFiles: 1,
      maxFileSize: maxFileBytes,
      maxTotalFileSize: maxFileBytes,
      maxFields: 300,
      maxFieldsSize: 256 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
      keepExtensions: false,
    },
  }) as unknown as Middleware<AppState, AppContext>;
}
