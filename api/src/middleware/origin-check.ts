import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { HttpError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Mail clients POST the one-click unsubscribe (RFC 8058) from their own servers, without our Origin; the
// link's HMAC signature is what authorises that request, so a forged cross-site POST achieves nothing.
const SIGNED_LINK_PATHS = new Set(['/api/unsubscribe']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for every state-changing API request: it must come from one of our
 * sites (or the origin the browser reached us at), shown by its Origin header, or its Referer where a
 * browser sends no Origin.
 */
export function originCheck(): Middleware<AppState, AppContext> {
  return (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (SIGNED_LINK_PATHS.has(ctx.path)) return next();
    const allowed = new Set(Object.values(ctx.deps.config.sites).map((site) => new URL(site).origin));
    allowed.add(`${ctx.protocol}://${ctx.host}`);
    const origin = ctx.get('Origin') || originOf(ctx.get('Referer')) || '';
    if (!allowed.has(origin)) throw new HttpError(403, 'Anfrage von einer fremden Seite abgelehnt.');
    return next();
  };
}
