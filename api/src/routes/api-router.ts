import Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import type { AppContext, AppRouterContext, AppState } from '../app-types';
import { defaultMessage, HttpError } from '../errors';
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
import { placesRouter } from './places/places.router';
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
  placesRouter,
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

/** Everything under /api, as one router: the routes' reference (the OpenAPI test reads it too). */
export function apiRouter(): Router<AppState, AppContext> {
  const api = new Router<AppState, AppContext>({ prefix: '/api' });
  for (const router of API_ROUTERS) api.use(router().routes());
  return api;
}

const API_PREFIX = '/api/';

/** `/api/clubs/x` → `clubs`; lower case, as the routes match without regard to case. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', API_PREFIX.length);
  return path.slice(API_PREFIX.length, end === -1 ? undefined : end).toLowerCase();
}

/**
 * The API's routes, looked up by the path's first segment. A router tests a request against its routes
 * one by one (a regular expression each, 45 of them); split by segment, a request is tested against the
 * few that share its segment (`/api/country` against 4, `/api/manage/…` against 17), and composes the
 * chain of its own route only, as before. Each segment's router answers 405 and OPTIONS for its paths;
 * a segment no route has goes on to the not-found answer.
 */
export function apiRoutes(): Middleware<AppState, AppContext> {
  const segments = new Map<string, Router<AppState, AppContext>>();
  for (const { path, methods, stack, name } of apiRouter().stack) {
    // A `use` in a feature router would be a layer without methods, run for every request of its segment.
    if (typeof path !== 'string' || !path.startsWith(API_PREFIX) || methods.length === 0) {
      throw new Error(`API route ${String(path)}: only routes under ${API_PREFIX}, no middleware`);
    }
    const segment = firstSegment(path);
    if (/[:*(){}]/.test(segment)) throw new Error(`API route ${path}: its first segment must be fixed text`);
    let router = segments.get(segment);
    if (!router) segments.set(segment, (router = new Router<AppState, AppContext>()));
    // HEAD comes back by itself with GET.
    const withoutHead = methods.filter((method) => method !== 'HEAD');
    router.register(path, withoutHead, stack, { name: name ?? undefined });
  }
  const chains = new Map(
    [...segments].map(([segment, router]) => [
      segment,
      compose<AppRouterContext>([
        namingAllowedMethods,
        router.routes(),
        // A method no route knows (PROPFIND, say) is the client's doing: answered, not logged as our fault.
        router.allowedMethods({ throw: true, notImplemented: () => new HttpError(501, defaultMessage(501)) }),
      ]),
    ]),
  );
  return (ctx, next) => {
    const chain = ctx.path.startsWith(API_PREFIX) ? chains.get(firstSegment(ctx.path)) : undefined;
    return chain ? chain(ctx as AppRouterContext, next) : next();
  };
}

/**
 * A 405 names the methods the path takes (Allow, RFC 9110): the router's allowedMethods leaves that out when
 * it throws, as it must here for the error handler to word the answer.
 */
const namingAllowedMethods: Middleware<AppState, AppContext> = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if ((error as { status?: number }).status === 405) {
      const matched = (ctx as { matched?: { methods: string[] }[] }).matched ?? [];
      ctx.set('Allow', [...new Set(matched.flatMap((layer) => layer.methods))].join(', '));
    }
    throw error;
  }
};

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
