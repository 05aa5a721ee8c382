import type { Knex } from 'knex';
import { HttpError } from '../errors';
import { hitRateLimits, type RateLimit, type RateLimitResult } from './rate-limit';

interface LimitedContext {
  set(field: string, value: string): void;
}

/** A 429 with the wait in `Retry-After` and a German message saying what to do, when over a limit. */
export function refuseOverLimit(ctx: LimitedContext, result: RateLimitResult, message: string): void {
  if (result.allowed) return;
  ctx.set('Retry-After', String(result.retryAfterSeconds));
  throw new HttpError(429, message);
}

/** Counts an attempt against each limit and refuses it (429) once any of them is used up. */
export async function limitAttempts(
  ctx: LimitedContext & { deps: { db: Knex } },
  limits: readonly RateLimit[],
  message: string,
): Promise<void> {
  refuseOverLimit(ctx, await hitRateLimits(ctx.deps.db, limits), message);
}
