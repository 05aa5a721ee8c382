import type { Knex } from 'knex';
import {
  eventHandlerErrors,
  eventHandlerSeconds,
  eventsFailed,
  eventsProcessed,
} from '../metrics/event-metrics';
import type { EventHandler, RetryPolicy, StoredEvent } from './event-log';
import { isOutage } from './outage';

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, initialDelayMs: 200, maxDelayMs: 5_000 };

export function retryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...overrides };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 1) {
    throw new Error('retry.attempts must be a whole number of at least 1');
  }
  return policy;
}

/** Wait before delivery number `failures + 1`: exponential, capped, with jitter so members do not march in step. */
export function retryDelay(policy: RetryPolicy, failures: number): number {
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (failures - 1));
  return Math.round(base * (0.75 + Math.random() * 0.25));
}

/** Resolves true after `ms`, or false as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (slept: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(slept);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type DeliveryOutcome =
  | { status: 'handled' }
  | { status: 'failed'; attempts: number; error: string }
  /** Stopped while waiting for a retry: the event counts as not handled and comes again. */
  | { status: 'aborted' };

export interface DeliveryOptions {
  group: string;
  db: Knex;
  handler: EventHandler;
  policy: RetryPolicy;
  /** Aborts the wait between retries (never a running handler). */
  signal?: AbortSignal;
  onRetry?: (error: unknown, attempt: number) => void;
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2_000);
}

/**
 * Hands one event to the handler, retrying with backoff; the caller parks it when this reports a failure.
 * A failure that is an outage (the database or the search cluster out of reach) does not count towards the
 * attempts: the event waits, backing off up to the longest delay, until the outage is over or the consumer
 * stops, so an outage longer than the retries no longer parks every event of its time.
 */
export async function deliver(event: StoredEvent, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const { group, db, handler, policy, signal } = options;
  let failures = 0;
  for (let attempt = 1; ; attempt += 1) {
    const end = eventHandlerSeconds.startTimer({ group });
    try {
      await handler(event, { db, group, attempt });
      end();
      eventsProcessed.inc({ group });
      return { status: 'handled' };
    } catch (error) {
      end();
      eventHandlerErrors.inc({ group });
      const outage = isOutage(error);
      if (!outage) failures += 1;
      if (failures >= policy.attempts) {
        eventsFailed.inc({ group });
        return { status: 'failed', attempts: attempt, error: errorText(error) };
      }
      options.onRetry?.(error, attempt);
      // An outage backs off by every try, up to the longest delay; a failure of the event by its own count.
      if (!(await sleep(retryDelay(policy, outage ? attempt : failures), signal)))
        return { status: 'aborted' };
    }
  }
}
