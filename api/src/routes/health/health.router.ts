import { pendingMigrations } from '@anpfiff/core/db/migrate';
import { DRAINING_MESSAGE, isDraining } from '@anpfiff/core/service/draining';
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
    // After SIGTERM the process still serves for a while (api/src/main.ts): the balancer is to stop sending.
    if (isDraining()) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', message: DRAINING_MESSAGE };
      return;
    }
    try {
      await ctx.deps.db.raw('select 1');
      // Only this build's missing migrations count: those of a newer release (a rolling upgrade) do not.
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
