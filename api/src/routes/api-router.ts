import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { defaultMessage } from '../errors';
import { clubEmblemRouter } from './club-emblem/club-emblem.router';
import { clubsRouter } from './clubs/clubs.router';
import { formDefinitionsRouter } from './form-definitions/form-definitions.router';
import { jobsRouter } from './jobs/jobs.router';
import { openApiRouter } from './openapi/openapi.router';
import { liveRouter } from './live/live.router';
import { matchingsRouter } from './matchings/matchings.router';
import { manageAccountRouter } from './manage-account/manage-account.router';
import { manageClubRouter } from './manage-club/manage-club.router';
import { manageJobsRouter } from './manage-jobs/manage-jobs.router';
import { managePersonRouter } from './manage-person/manage-person.router';
import { peopleRouter } from './people/people.router';
import { registrationRouter } from './registration/registration.router';
import { searchRouter } from './search/search.router';
import { sessionRouter } from './session/session.router';
import { siteRouter } from './site/site.router';
import { statsRouter } from './stats/stats.router';
import { unsubscribeRouter } from './unsubscribe/unsubscribe.router';

export const API_ROUTERS = [
  siteRouter,
  statsRouter,
  sessionRouter,
  registrationRouter,
  // Before the detail routes: /clubs/facets is the facet count, not a club.
  searchRouter,
  clubsRouter,
  peopleRouter,
  jobsRouter,
  manageClubRouter,
  managePersonRouter,
  manageJobsRouter,
  matchingsRouter,
  liveRouter,
  manageAccountRouter,
  clubEmblemRouter,
  formDefinitionsRouter,
  unsubscribeRouter,
  openApiRouter,
];

/** Everything under /api. */
export function apiRouter(): Router<AppState, AppContext> {
  const api = new Router<AppState, AppContext>({ prefix: '/api' });
  // The feature routers' routes are copied into this one router, so a request passes one route lookup and
  // a chain of its own route's middleware. Every `use` here would join the chain of every /api request
  // (the router composes that chain per request), so there is none: Cache-Control is set in app.ts, and
  // the app's one allowedMethods covers every copied route.
  for (const router of API_ROUTERS) api.use(router().routes());
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
