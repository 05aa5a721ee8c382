import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { openApiDocument } from './openapi.document';

export function openApiRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument(ctx.deps.config.sites[ctx.state.country]);
  });
  return router;
}
