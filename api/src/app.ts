import Koa from 'koa';
import compose from 'koa-compose';
import type { AppContext, AppDeps, AppKoa, AppRouterContext, AppState } from './app-types';
import { pgliteOf } from '@anpfiff/core/db/create-knex';
import { admission } from './middleware/admission';
import { bodyParser } from './middleware/body-parser';
import { country } from './middleware/country';
import { errorHandler } from './middleware/error-handler';
import { rejectNulInUrl } from './middleware/nul-bytes';
import { originCheck } from './middleware/origin-check';
import { pageMeta } from './middleware/page-meta';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { session } from './middleware/session';
import { webApp } from './middleware/web-app';
import { apiNotFound, apiRoutes } from './routes/api-router';
import { devMailRouter } from './routes/dev-mail/dev-mail.router';
import { healthRouter } from './routes/health/health.router';
import { metricsRouter } from './routes/metrics/metrics.router';
import { sitemapRouter } from './routes/sitemap/sitemap.router';
import { serveUploads } from './uploads/serve-uploads';

/** API answers depend on the session and change with every write: no shared caches. */
const noStore: Koa.Middleware<AppState, AppContext> = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/**
 * API requests at work at once on the embedded database (see admission.ts). A few, so that one request's
 * network and JSON work overlaps another's statements; more only lengthen every statement's queue.
 */
const EMBEDDED_ADMISSION = 6;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function createApp(deps: AppDeps): AppKoa {
  const app = new Koa<AppState, AppContext>();
  app.context.deps = deps;
  // Behind a reverse proxy the client address and https come from X-Forwarded-* headers.
  app.proxy = deps.config.trustProxy;
  // One proxy, as deployed: only the address it appends to X-Forwarded-For is its client's. Entries before
  // it are whatever the client sent, and would let it pick a new address for every rate-limited attempt.
  app.maxIpsCount = 1;
  // Koa would print every error to stderr itself; the error handler already logs them with the request id.
  app.silent = true;

  // Every request takes one of two chains: an API request never passes the site's routers and file
  // lookups, and a page request never passes the API's body parser and session. Each step costs every
  // request that passes it, and on a small JSON answer the steps are most of the work. A step that only
  // looks and passes on returns `next()` instead of awaiting it: an async step costs every request a
  // promise and a turn of the microtask queue.
  const apiChain = compose<AppRouterContext>([
    ...(pgliteOf(deps.db) ? [admission(EMBEDDED_ADMISSION)] : []),
    rejectNulInUrl(),
    originCheck(),
    bodyParser(deps.config.uploadMaxBytes),
    noStore,
    session(),
    apiRoutes(),
    apiNotFound,
  ]);
  const siteChain = compose<AppRouterContext>([
    healthRouter().routes(),
    metricsRouter().routes(),
    serveUploads(deps.config.dataDir),
    sitemapRouter().routes(),
    devMailRouter().routes(),
    pageMeta(),
    webApp(deps.config.webDist),
  ]);
  app
    .use(requestContext())
    .use(errorHandler())
    .use(securityHeaders())
    .use(country())
    .use((ctx: AppRouterContext, next: Koa.Next) =>
      isApiPath(ctx.path) ? apiChain(ctx, next) : siteChain(ctx, next),
    );
  return app;
}
