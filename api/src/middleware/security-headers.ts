import type { Config } from '@anpfiff/core/config/config';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';

const origin = (url: string) => new URL(url.replace('{s}', 'a')).origin.replace('//a.', '//*.');

/**
 * Emotion injects <style> tags at run time, hence 'unsafe-inline' for styles only; scripts stay 'self'.
 * Two operator settings widen it, each by origins only: the analytics script (and where it sends its
 * beacons) when an ANALYTICS_ID is configured, and a map tile server on plain http (https: images are
 * allowed anyway). Config validation keeps anything but scheme, host and port out of these origins.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'analyticsId' | 'analyticsScriptUrl' | 'analyticsConnectOrigins' | 'mapTileUrl'>,
): string {
  const analytics = config.analyticsId ? [origin(config.analyticsScriptUrl)] : [];
  const beacons = config.analyticsId ? [...analytics, ...config.analyticsConnectOrigins] : [];
  const tiles = config.mapTileUrl.startsWith('http:') ? [origin(config.mapTileUrl)] : [];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...analytics)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'https:', ...tiles)}`,
    `connect-src ${list("'self'", ...beacons)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(): Middleware<AppState, AppContext> {
  // Config never changes while the app runs: the policy is built once per config.
  const policies = new WeakMap<object, string>();
  return (ctx, next) => {
    const config = ctx.deps.config;
    let policy = policies.get(config);
    if (policy === undefined) {
      policy = contentSecurityPolicy(config);
      policies.set(config, policy);
    }
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Content-Security-Policy': policy,
    });
    // Only over https (directly, or behind a trusted proxy that says so): browsers ignore it on http, and
    // sending it from a plain-http development server would pin localhost to https.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000');
    return next();
  };
}
