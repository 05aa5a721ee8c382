import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ParameterizedContext } from 'koa';

export const DEVICE_COOKIE = 'anpfiff_device';
const DEVICE_COOKIE_DAYS = 180;

/**
 * A browser that has signed in to an account before, known again by a cookie it got then (a "device
 * cookie"). Wrong passwords spread over many addresses close an account's logins for a while; a stranger
 * could so keep its owner out at will. The owner's own browser passes that cap (the caps per address
 * still hold), so the guesses of others no longer lock the owner out.
 *
 * The cookie is a nonce and its HMAC keyed by the account's stored password hash: nothing to keep on the
 * server, no one can make one without the hash, and every such cookie stops counting once the password
 * changes, as the sessions do.
 */
function mac(accountId: string, passwordHash: string, nonce: string): Buffer {
  return createHmac('sha256', passwordHash).update(`${accountId}.${nonce}`).digest();
}

export function setDeviceCookie(ctx: ParameterizedContext, accountId: string, passwordHash: string): void {
  const nonce = randomBytes(16).toString('base64url');
  ctx.cookies.set(DEVICE_COOKIE, `${nonce}.${mac(accountId, passwordHash, nonce).toString('base64url')}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    // Read by the login alone.
    path: '/api/login',
    maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
    overwrite: true,
  });
}

/** Whether the request comes from a browser that signed in to this account with its current password. */
export function isKnownDevice(ctx: ParameterizedContext, accountId: string, passwordHash: string): boolean {
  if (ctx.headers.cookie === undefined) return false;
  const [nonce, signature, ...rest] = (ctx.cookies.get(DEVICE_COOKIE) ?? '').split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  const expected = mac(accountId, passwordHash, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
