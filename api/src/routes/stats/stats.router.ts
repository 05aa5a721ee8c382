import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { cachedStats } from './stats-cache';

export function statsRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/stats', async (ctx) => {
    ctx.body = await cachedStats(ctx.deps.db, ctx.state.country);
  });
  return router;
}
