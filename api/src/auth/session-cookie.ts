import type { ParameterizedContext } from 'koa';

export const SESSION_COOKIE = 'anpfiff_session';

/** HttpOnly so scripts never see it, SameSite=Lax against cross-site posts, Secure whenever we are on https. */
export function setSessionCookie(ctx: ParameterizedContext, token: string, ttlDays: number): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: ttlDays * 86_400_000,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: ParameterizedContext): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: 0,
  });
}

export function sessionToken(ctx: ParameterizedContext): string | undefined {
  // Koa makes a cookie jar on first use; a request without cookies (most API reads) needs none.
  if (ctx.headers.cookie === undefined) return undefined;
  const token = ctx.cookies.get(SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}
