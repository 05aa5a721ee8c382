import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { clientKey } from '../../auth/client-key';
import { isKnownDevice, setDeviceCookie } from '../../auth/known-device';
import { loginAccountAtAddressKey, loginAccountKey, loginAddressKey } from '../../auth/login-limit-keys';
import { hitRateLimitsReading } from '../../auth/rate-limit';
import { refuseOverLimit } from '../../auth/refuse-over-limit';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../auth/session-cookie';
import { createSession, destroySession } from '../../auth/sessions';
import { ValidationError } from '../../errors';
import { currentUserOf, presentCurrentUser } from '../../presenters/current-user-presenter';
import { parseRequest } from '../../support/parse-request';
import { readSubmission } from '../../support/read-submission';
import { checkLogin, INVALID_CREDENTIALS, type LoginRow, loginAccountQuery } from './login';
import { loginRequest, longerThanAnyAccount } from './session.schema';

// Per address: enough for a club house sharing one connection. Per account and address: a handful of
// guesses. Per account from everywhere: a cap on guessing spread over many addresses, high enough that
// nobody locks a member out with a few wrong passwords of their own. Each counts failed logins: a login
// that succeeds gives its hits back (the one per account and address starts anew).
const ADDRESS_LIMIT = { attempts: 50, windowSeconds: 15 * 60 };
const ACCOUNT_AT_ADDRESS_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };
const ACCOUNT_LIMIT = { attempts: 100, windowSeconds: 15 * 60 };
const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte versuche es in einigen Minuten noch einmal.';

export function sessionRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/authentication', async (ctx) => {
    const account = ctx.state.account;
    if (account) {
      ctx.body = await presentCurrentUser(ctx.deps.db, account);
    } else {
      // Signed out is an answer, not an error: the JSON value null.
      ctx.type = 'application/json';
      ctx.body = 'null';
    }
  });

  router.post('/login', async (ctx) => {
    const { fields } = await readSubmission(ctx);
    const { username, password } = parseRequest(loginRequest, fields);
    if (longerThanAnyAccount(username, password)) throw new ValidationError(null, INVALID_CREDENTIALS);
    const db = ctx.deps.db;
    const client = clientKey(ctx.ip);
    const accountAtAddress = loginAccountAtAddressKey(username, client);
    const accountKey = loginAccountKey(username);
    const addressKey = loginAddressKey(client);
    const { result, row } = await hitRateLimitsReading<LoginRow>(
      db,
      [
        { key: addressKey, ...ADDRESS_LIMIT },
        { key: accountAtAddress, ...ACCOUNT_AT_ADDRESS_LIMIT },
        { key: accountKey, ...ACCOUNT_LIMIT },
      ],
      loginAccountQuery(db, username),
    );
    // The cap on an account's guesses from everywhere keeps no one out whose browser signed in to it before.
    const ownerBrowser =
      result.refusedBy === accountKey && row !== undefined && isKnownDevice(ctx, row.id, row.passwordHash);
    if (!ownerBrowser) refuseOverLimit(ctx, result, TOO_MANY);
    const outcome = await checkLogin(row, password, ctx.state.country, (work) => ctx.state.offDatabase(work));
    if (!outcome.ok) throw new ValidationError(null, outcome.message);

    // A new session id at every login: a session id planted before login is worth nothing after it.
    const token = await createSession(db, outcome.account.id, ctx.deps.config.sessionTtlDays, {
      replacing: sessionToken(ctx),
      clearingRateLimit: accountAtAddress,
      givingBackRateLimits: [addressKey, accountKey],
      rehash: outcome.rehash,
      provenHash: outcome.passwordHash,
    });
    // The password changed (or the account went) while it was being checked: it no longer signs in.
    if (!token) throw new ValidationError(null, INVALID_CREDENTIALS);
    setSessionCookie(ctx, token, ctx.deps.config.sessionTtlDays);
    setDeviceCookie(ctx, outcome.account.id, outcome.rehash?.to ?? outcome.passwordHash);
    // checkLogin has just read the account as verified and unlocked: it is what the session now stands for.
    ctx.body = currentUserOf(outcome.account, outcome.profile);
  });

  router.post('/logout', async (ctx) => {
    const token = sessionToken(ctx);
    if (token) await destroySession(ctx.deps.db, token);
    clearSessionCookie(ctx);
    ctx.type = 'application/json';
    ctx.body = 'null';
  });

  return router;
}
