import Koa from 'koa';
import type { AppContext, AppDeps, AppKoa, AppState } from './app-types';
import { country } from './middleware/country';
import { errorHandler } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { webApp } from './middleware/web-app';
import { apiNotFound, apiRouter } from './routes/api-router';
import { healthRouter } from './routes/health/health.router';

export function createApp(deps: AppDeps): AppKoa {
  const app = new Koa<AppState, AppContext>();
  app.context.deps = deps;
  // Koa would print every error to stderr itself; the error handler already logs them with the request id.
  app.silent = true;

  const health = healthRouter();
  const api = apiRouter();
  app
    .use(requestContext())
    .use(errorHandler())
    .use(securityHeaders())
    .use(country())
    .use(health.routes())
    .use(api.routes())
    .use(api.allowedMethods({ throw: true }))
    .use(apiNotFound)
    .use(webApp(deps.config.webDist));
  return app;
}
