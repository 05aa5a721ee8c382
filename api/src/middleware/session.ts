import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { sessionToken } from '../auth/session-cookie';
import { findSessionAccount } from '../auth/sessions';

/** Loads the signed-in account for API requests; an account of the other country's site is not signed in here. */
export function session(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    ctx.state.account = null;
    const token = sessionToken(ctx);
    if (token && ctx.path.startsWith('/api/')) {
      const account = await findSessionAccount(ctx.deps.db, token);
      if (account && account.country === ctx.state.country) ctx.state.account = account;
    }
    await next();
  };
}
