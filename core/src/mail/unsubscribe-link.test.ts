import { describe, expect, it } from 'vitest';
import { unsubscribeHeaders, unsubscribeUrl, verifyUnsubscribe } from './unsubscribe-link';

const SECRET = 'x'.repeat(40);
const ACCOUNT = '6f1c2a9e-3b7d-4c1a-9e2f-0a1b2c3d4e5f';

describe('unsubscribe links', () => {
  it('point to the unsubscribe route of the site with the account and a signature', () => {
    const url = new URL(unsubscribeUrl('https://anpfiff.ch/', SECRET, ACCOUNT));
    expect(url.origin + url.pathname).toBe('https://anpfiff.ch/api/unsubscribe');
    expect(url.searchParams.get('account')).toBe(ACCOUNT);
    const sig = url.searchParams.get('sig') ?? '';
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(SECRET, ACCOUNT, sig)).toBe(true);
  });

  it('refuse another account, another secret and an altered signature', () => {
    const sig = new URL(unsubscribeUrl('https://anpfiff.ch', SECRET, ACCOUNT)).searchParams.get('sig') ?? '';
    expect(verifyUnsubscribe(SECRET, ACCOUNT.replace('6f', '7f'), sig)).toBe(false);
    expect(verifyUnsubscribe('y'.repeat(40), ACCOUNT, sig)).toBe(false);
    expect(verifyUnsubscribe(SECRET, ACCOUNT, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    );
    expect(verifyUnsubscribe(SECRET, ACCOUNT, '')).toBe(false);
  });

  it('come with the one-click headers of RFC 8058', () => {
    expect(unsubscribeHeaders('https://anpfiff.ch/api/unsubscribe?account=a&sig=b')).toEqual({
      'List-Unsubscribe': '<https://anpfiff.ch/api/unsubscribe?account=a&sig=b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
