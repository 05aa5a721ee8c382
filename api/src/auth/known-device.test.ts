import type { ParameterizedContext } from 'koa';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, isKnownDevice, setDeviceCookie } from './known-device';

/** Just enough of a Koa context: a cookie jar that keeps what is set and sends it back. */
function browser() {
  const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
  const ctx = {
    secure: true,
    get headers() {
      return jar.size > 0 ? { cookie: 'x' } : {};
    },
    cookies: {
      set: (name: string, value: string, options: Record<string, unknown>) =>
        jar.set(name, { value, options }),
      get: (name: string) => jar.get(name)?.value,
    },
  };
  return { ctx: ctx as unknown as ParameterizedContext, jar };
}

const HASH = '$argon2id$v=19$m=19456,t=15,p=1$c2FsdA$aGFzaA';

describe('the cookie of a browser that signed in before', () => {
  it('knows the browser again for that account while its password stands', () => {
    const { ctx, jar } = browser();
    setDeviceCookie(ctx, 'account-1', HASH);
    expect(jar.get(DEVICE_COOKIE)?.options).toMatchObject({
      httpOnly: true,
      secure: true,
      path: '/api/login',
    });
    expect(isKnownDevice(ctx, 'account-1', HASH)).toBe(true);
    expect(isKnownDevice(ctx, 'account-2', HASH)).toBe(false);
    expect(isKnownDevice(ctx, 'account-1', `${HASH}-neu`)).toBe(false);
  });

  it('takes no cookie that was not made by the server', () => {
    const { ctx, jar } = browser();
    expect(isKnownDevice(ctx, 'account-1', HASH)).toBe(false);
    setDeviceCookie(ctx, 'account-1', HASH);
    const [nonce] = (jar.get(DEVICE_COOKIE)?.value ?? '').split('.');
    expect(isKnownDevice(ctx, 'account-1', HASH)).toBe(true);
    for (const forged of [`${nonce}.AAAA`, `${nonce}`, `${nonce}..x`, 'x.y.z', '']) {
      jar.set(DEVICE_COOKIE, { value: forged, options: {} });
      expect(isKnownDevice(ctx, 'account-1', HASH), forged).toBe(false);
    }
  });
});
