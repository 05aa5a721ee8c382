import { pendingMigrations } from '@anpfiff/core/db/migrate';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';

/** Liveness and readiness for process managers and load balancers; outside /api on purpose. */
export function healthRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await ctx.deps.db.raw('select 1');
      const pending = await pendingMigrations(ctx.deps.db);
      if (pending.length > 0) {
        ctx.status = 503;
        ctx.body = { status: 'unavailable', message: `Migrationen ausstehend: ${pending.join(', ')}` };
        return;
      }
      ctx.body = { status: 'ready' };
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'readiness check failed');
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: 'Datenbank nicht erreichbar' };
    }
  });

  return router;
}
