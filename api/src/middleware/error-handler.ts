import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { defaultMessage, HttpError, messageIn, ValidationError } from '../errors';

interface StatusError {
  status?: number;
  statusCode?: number;
}

/**
 * Speaks the error contract: 422 with `errors` or `message`, JSON `{message}` for everything else, and
 * never a stack trace. Unreadable request bodies are answered as a 422 message, because clients handle
 * only 200 and 422 as answers about their input. A message is worded for the site the request came to.
 */
export function errorHandler(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof ValidationError) {
        ctx.status = 422;
        ctx.body = error.errors ? { errors: error.errors } : { message: error.messageFor(ctx.state.country) };
        return;
      }
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.messageFor(ctx.state.country) };
        return;
      }
      const raw = error as StatusError;
      const status = raw.status ?? raw.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Client errors of libraries (body parsing, routing) say something about the request, not us.
        ctx.status = status === 400 ? 422 : status;
        ctx.body = { message: messageIn(ctx.state.country, defaultMessage(status)) };
        return;
      }
      ctx.state.log?.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: messageIn(ctx.state.country, defaultMessage(500)) };
    }
  };
}
