import fs from 'node:fs';
import path from 'node:path';
import { isAppPath } from '@anpfiff/schemas/site/paths';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import type { AppContext, AppState } from '../app-types';

const ASSETS = '/assets/';

/** The file of each response the file server sends, by the response it went into (see `setHeaders`). */
const servedFiles = new WeakMap<object, string>();

const exists = (file: string) =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );

/**
 * Whether the body sent depends on the request's Accept-Encoding: the file server sent a precompressed
 * variant (.br, .gz beside the file, written by the web app's build), or it has one that this request
 * did not accept. A cache that kept one answer for every request would hand brotli to a client that cannot
 * read it, or the large file to every browser. Only a request that takes neither variant costs a look.
 */
async function variesByEncoding(ctx: Context, file: string): Promise<boolean> {
  if (ctx.response.get('Content-Encoding')) return true;
  if (ctx.acceptsEncodings('br', 'identity') === 'br' && ctx.acceptsEncodings('gzip', 'identity') === 'gzip')
    return false;
  return (await exists(`${file}.br`)) || (await exists(`${file}.gz`));
}

/**
 * Serves the built single-page app. Hashed assets are cached for good; every other path that is not a
 * file gets index.html (never cached) so that the app's router can show the page, or its not-found page.
 * A path no page of the router matches answers 404 with it, so that crawlers and monitoring see the
 * not-found page as one; the router's paths are shared with the web app (schemas/src/site/paths.ts).
 * A missing asset stays a 404 without HTML: answering it with HTML would break the page in confusing ways.
 */
export function webApp(distDir: string): Middleware<AppState, AppContext> {
  const indexFile = path.join(distDir, 'index.html');
  const files = serve(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      servedFiles.set(res, filePath.replace(/\.(br|gz)$/, ''));
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }) as unknown as Middleware<AppState, AppContext>;

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const decodable = await files(ctx, async () => undefined).then(
      () => true,
      (error: unknown) => {
        // The file server refuses a path it cannot decode or that holds a NUL (a mangled link) with a 400,
        // and one that would climb out of its folder ('..%2F..%2Fx') with a 403; either would answer a
        // visitor with JSON. No file has such a name, and no page: the app's not-found page says so.
        const status = (error as { status?: number }).status;
        if (status !== 400 && status !== 403) throw error;
        return false;
      },
    );
    const file = servedFiles.get(ctx.res);
    if (file !== undefined && (await variesByEncoding(ctx, file))) ctx.vary('Accept-Encoding');
    if (ctx.body !== undefined || ctx.path.startsWith(ASSETS)) return;
    let html: string;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Die Web-App ist noch nicht gebaut. Bitte "npm run build" ausführen.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
    if (!decodable || !isAppPath(ctx.path)) ctx.status = 404;
  };
}
