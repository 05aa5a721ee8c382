import type { Country } from '@anpfiff/core/config/config';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';

/**
 * Picks the country from the site the request came to. An exact host match wins; otherwise the host
 * name alone (so a test server on a random port still tells de.localhost from localhost); unknown hosts
 * are Swiss, the default site.
 */
export function countryFromHost(sites: Record<Country, string>, host: string): Country {
  const entries = Object.entries(sites).map(([country, url]) => [country as Country, new URL(url)] as const);
  const lower = host.toLowerCase();
  const exact = entries.find(([, url]) => url.host === lower);
  if (exact) return exact[0];
  const hostname = lower.replace(/:\d+$/, '');
  const byName = entries.find(([, url]) => url.hostname === hostname);
  return byName ? byName[0] : 'CH';
}

export function country(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    ctx.state.country = countryFromHost(ctx.deps.config.sites, ctx.host);
    await next();
  };
}
