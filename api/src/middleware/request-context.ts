import { randomUUID } from 'node:crypto';
import type { Country } from '@anpfiff/core/config/config';
import type { Logger } from '@anpfiff/core/logger/logger';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { hashSlots } from '../auth/password-pool';
import type { SessionAccount } from '../auth/sessions';

const runNow = <T>(work: () => Promise<T>): Promise<T> => work();

// An incoming id from a proxy is kept only when it cannot smuggle anything into the logs.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request's state. The logger is made when first used: most requests log nothing but their closing
 * line, and none at all above info. The getter sits on the class, not on each object: an accessor
 * defined per request gives every request's state a hidden class of its own, and that alone cost a
 * third of a small request's time.
 */
class RequestState implements AppState {
  #log: Logger | undefined;
  country: Country = 'CH';
  account: SessionAccount | null = null;
  hashedPassword = false;
  makeWay: AppState['makeWay'] = runNow;

  offDatabase<T>(work: () => Promise<T>): Promise<T> {
    this.hashedPassword = true;
    return this.makeWay(work);
  }

  constructor(
    private readonly base: Logger,
    readonly requestId: string,
  ) {}

  get log(): Logger {
    return (this.#log ??= this.base.child({ requestId: this.requestId }));
  }

  set log(value: Logger) {
    this.#log = value;
  }
}

/** Gives every request an id (echoed as X-Request-Id) and writes one log line when it ends. */
export function requestContext(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(ctx.deps.logger, requestId);
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      // Hashing leaves a core to the requests that hash nothing while there are such (auth/hash-slots.ts).
      if (!ctx.state.hashedPassword && ctx.path.startsWith('/api/')) hashSlots().noteServed();
      // A 503 of /readyz (draining, migrations pending) is the answer the balancer asks for, not a failure;
      // a database it cannot reach logs 'readiness check failed' itself.
      const failed = ctx.status >= 500 && ctx.path !== '/readyz';
      if (ctx.deps.logger.isLevelEnabled(failed ? 'error' : 'info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        // The path only: query strings may carry search terms or tokens that do not belong in logs.
        const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 };
        if (failed) ctx.state.log.error(line, 'request failed');
        else ctx.state.log.info(line, 'request');
      }
    }
  };
}
