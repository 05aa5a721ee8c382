import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';

/** The site's country code as a JSON string; the web app sets its locale to German of that country. */
export function countryRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/country', (ctx) => {
    ctx.body = JSON.stringify(ctx.state.country);
    ctx.type = 'application/json';
  });
  return router;
}
