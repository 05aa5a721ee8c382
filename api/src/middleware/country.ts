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

/**
 * Hosts seen so far and their country. Only configured sites and what the Host header of real requests
 * brings land here, so it stays tiny; the bound keeps a client inventing hosts from growing it.
 */
const HOST_CACHE_LIMIT = 64;

export function country(): Middleware<AppState, AppContext> {
  // The answer depends only on the sites (fixed while the app runs) and the host.
  const caches = new WeakMap<object, Map<string, Country>>();
  return (ctx, next) => {
    const sites = ctx.deps.config.sites;
    let cache = caches.get(sites);
    if (!cache) caches.set(sites, (cache = new Map()));
    const host = ctx.host;
    let found = cache.get(host);
    if (found === undefined) {
      found = countryFromHost(sites, host);
      if (cache.size < HOST_CACHE_LIMIT) cache.set(host, found);
    }
    ctx.state.country = found;
    return next();
  };
}
