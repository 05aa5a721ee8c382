import type { AccountKind } from '@anpfiff/core/db/models/account';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { HttpError } from '../errors';
import type { SessionAccount } from './sessions';

/**
 * One declarative line per route: `authorize()` needs a signed-in account (401), `authorize('club')` also
 * that role (403). Handlers behind it can rely on `signedIn(ctx)`.
 */
export function authorize(...roles: AccountKind[]): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    const account = ctx.state.account;
    if (!account) throw new HttpError(401, 'Bitte melde dich an.');
    if (roles.length > 0 && !roles.includes(account.kind))
      throw new HttpError(403, 'Dafür fehlt dir die Berechtigung.');
    await next();
  };
}

export function signedIn(ctx: { state: AppState }): SessionAccount {
  const account = ctx.state.account;
  if (!account) throw new HttpError(401, 'Bitte melde dich an.');
  return account;
}
