import Koa from 'koa';
import type { AppContext, AppDeps, AppKoa, AppState } from './app-types';
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
import { apiNotFound, apiRouter } from './routes/api-router';
import { devMailRouter } from './routes/dev-mail/dev-mail.router';
import { healthRouter } from './routes/health/health.router';
import { metricsRouter } from './routes/metrics/metrics.router';
import { sitemapRouter } from './routes/sitemap/sitemap.router';
import { serveUploads } from './uploads/serve-uploads';

/** Runs a middleware for /api requests only. */
function onlyApi(middleware: Koa.Middleware<AppState, AppContext>): Koa.Middleware<AppState, AppContext> {
  return (ctx, next) => (ctx.path.startsWith('/api/') ? middleware(ctx, next) : next());
}

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

const pass: Koa.Middleware<AppState, AppContext> = (_ctx, next) => next();

export function createApp(deps: AppDeps): AppKoa {
  const app = new Koa<AppState, AppContext>();
  app.context.deps = deps;
  // Behind a reverse proxy the client address and https come from X-Forwarded-* headers.
  app.proxy = deps.config.trustProxy;
  // Koa would print every error to stderr itself; the error handler already logs them with the request id.
  app.silent = true;

  const health = healthRouter();
  const api = apiRouter();
  const sitemap = sitemapRouter();
  app
    .use(requestContext())
    .use(errorHandler())
    .use(securityHeaders())
    .use(country())
    .use(health.routes())
    .use(metricsRouter().routes())
    .use(serveUploads(deps.config.dataDir))
    .use(pgliteOf(deps.db) ? admission(EMBEDDED_ADMISSION) : pass)
    .use(onlyApi(rejectNulInUrl()))
    .use(onlyApi(originCheck()))
    .use(onlyApi(bodyParser(deps.config.uploadMaxBytes)))
    .use(onlyApi(noStore))
    .use(session())
    .use(api.routes())
    .use(api.allowedMethods({ throw: true }))
    .use(apiNotFound)
    .use(sitemap.routes())
    .use(devMailRouter().routes())
    .use(pageMeta())
    .use(webApp(deps.config.webDist));
  return app;
}
