import { metricsRegistry } from '@anpfiff/core/metrics/registry';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';

/**
 * Prometheus metrics of this process (event consumer lag, processed and failed events, Node.js runtime),
 * outside /api like the health checks. Only counters and group names, no data about people or clubs.
 */
export function metricsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  });
  return router;
}
