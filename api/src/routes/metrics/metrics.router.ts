import { metricsRegistry } from '@anpfiff/core/metrics/registry';
import Router from '@koa/router';
import { HttpError } from '../../errors';
import type { AppContext, AppState } from '../../app-types';

/**
 * Any other spelling of the metrics path: another case, a trailing slash, a path below it. deploy/Caddyfile
 * blocks the same set (its path matcher ignores case), so the proxy and the app cannot drift apart.
 */
const OTHER_SPELLINGS = /^\/metrics(?:\/.*)?$/i;

/**
 * Prometheus metrics of this process (event consumer lag, processed and failed events, Node.js runtime),
 * outside /api like the health checks. Only counters and group names, no data about people or clubs.
 * Served at exactly `/metrics` (case-sensitive, no trailing slash), as the services' own ports do.
 */
export function metricsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ strict: true, sensitive: true });
  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  });
  // A 404 instead of the web app's page: a scrape configured with another spelling fails visibly.
  router.get(OTHER_SPELLINGS, () => {
    throw new HttpError(404, 'Nicht gefunden');
  });
  return router;
}
