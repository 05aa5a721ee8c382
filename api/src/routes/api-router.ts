import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { defaultMessage } from '../errors';
import { countryRouter } from './country/country.router';
import { statsRouter } from './stats/stats.router';

/** Everything under /api. */
export function apiRouter(): Router<AppState, AppContext> {
  const api = new Router<AppState, AppContext>({ prefix: '/api' });
  api.use(async (ctx, next) => {
    // API answers depend on the session and change with every write: no shared caches.
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  for (const router of [countryRouter(), statsRouter()]) {
    api.use(router.routes(), router.allowedMethods({ throw: true }));
  }
  return api;
}

/**
 * Placed after the API router: an /api path no route took is a JSON 404, never the web app's index.html.
 * It answers instead of throwing so that the router's allowedMethods, which looks at the answer on its
 * way back, can still turn a known path with the wrong method into a 405.
 */
export const apiNotFound: Middleware<AppState, AppContext> = async (ctx, next) => {
  if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
  ctx.status = 404;
  ctx.body = { message: defaultMessage(404) };
};
