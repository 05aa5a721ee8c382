import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { HttpError, ValidationError } from '../errors';

export const NUL_MESSAGE = 'Die Anfrage enthält ungültige Zeichen.';

const ENCODED_NUL = /%00/i;

/** Postgres text cannot hold a NUL character; such input is refused before it reaches a query. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v));
  }
  return false;
}

/** An address with a NUL in its path names nothing (404); one in its query is bad input (422). */
export function rejectNulInUrl(): Middleware<AppState, AppContext> {
  return (ctx, next) => {
    if (ENCODED_NUL.test(ctx.path)) throw new HttpError(404, 'Nicht gefunden');
    if (ENCODED_NUL.test(ctx.querystring)) throw new ValidationError(null, NUL_MESSAGE);
    return next();
  };
}
