import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login-path';
import { loginPathFor } from './redirect';

describe('sign-in redirects', () => {
  it('keeps the path readable and encodes what a query would misread', () => {
    expect(loginPathFor('/manage/jobs')).toBe('/login?redirect=/manage/jobs');
    const withQuery = loginPathFor('/manage/jobs?q=a&b=c#x');
    expect(withQuery).toBe('/login?redirect=/manage/jobs%3Fq%3Da%26b%3Dc%23x');
    expect(new URL(withQuery, 'http://x').searchParams.get('redirect')).toBe('/manage/jobs?q=a&b=c#x');
  });

  it('returns to paths of this site only, otherwise to the cockpit', () => {
    expect(afterLoginPath('/manage/jobs')).toBe('/manage/jobs');
    expect(afterLoginPath(null)).toBe('/manage/cockpit');
    expect(afterLoginPath('')).toBe('/manage/cockpit');
    expect(afterLoginPath('https://evil.example/')).toBe('/manage/cockpit');
    expect(afterLoginPath('//evil.example/')).toBe('/manage/cockpit');
    expect(afterLoginPath('/\\evil.example/')).toBe('/manage/cockpit');
    expect(afterLoginPath('/login?redirect=/x')).toBe('/manage/cockpit');
  });

  it('reads the path as the browser will: a tab or line break cannot make it another site', () => {
    for (const sneaky of [
      '/\t/evil.example/phish',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '/\t\\evil.example/',
    ])
      expect(afterLoginPath(sneaky)).toBe('/manage/cockpit');
    expect(afterLoginPath('/login\t?redirect=/x')).toBe('/manage/cockpit');
    expect(afterLoginPath('/manage/jobs?q=a#x')).toBe('/manage/jobs?q=a#x');
  });
});
