import { CLUB_FUNCTION_INFO } from '@anpfiff/schemas/catalogues/club-functions';
import { statesOf } from '@anpfiff/schemas/catalogues/states';
import type { IndexData } from '@anpfiff/schemas/api/site';
import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';

/** What the web app needs to know about the site before anything else. */
export function siteRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  // A JSON string: the web app sets its locale to German of that country.
  router.get('/country', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(ctx.state.country);
  });

  router.get('/sites', (ctx) => {
    ctx.body = ctx.deps.config.sites;
  });

  router.get('/index-data', (ctx) => {
    const body: IndexData = {
      states: statesOf(ctx.state.country).map((s) => ({ code: s.code, name: s.name })),
      clubFunctions: CLUB_FUNCTION_INFO.map((f) => ({ code: f.code, name: f.label, parent: f.parent })),
    };
    ctx.body = body;
  });

  // Null when no analytics is configured; the web app only loads it after consent anyway.
  router.get('/analytics-id', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(ctx.deps.config.analyticsId);
  });

  return router;
}
