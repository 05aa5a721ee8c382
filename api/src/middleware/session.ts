import type { Middleware, Next, ParameterizedContext } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { sessionToken } from '../auth/session-cookie';
import { findSessionAccount } from '../auth/sessions';

/** Loads the signed-in account for API requests; an account of the other country's site is not signed in here. */
export function session(): Middleware<AppState, AppContext> {
  return (ctx, next) => {
    ctx.state.account = null;
    const token = sessionToken(ctx);
    return token && ctx.path.startsWith('/api/') ? withAccount(ctx, token, next) : next();
  };
}

async function withAccount(ctx: ParameterizedContext<AppState, AppContext>, token: string, next: Next) {
  const account = await findSessionAccount(ctx.deps.db, token);
  if (account && account.country === ctx.state.country) ctx.state.account = account;
  await next();
}
