import { ConfigError, loadConfig } from '@anpfiff/core/config/config';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy', () => {
  it("allows scripts and connections to 'self' only when no analytics is configured", () => {
    const policy = contentSecurityPolicy(loadConfig({}));
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
  });

  it("adds the analytics script's origin and its beacon origins once an id is configured", () => {
    const policy = contentSecurityPolicy(
      loadConfig({
        ANALYTICS_ID: 'G-TEST',
        ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/analytics/gtag.js',
        ANALYTICS_CONNECT_ORIGINS: 'https://*.google-analytics.com',
      }),
    );
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:9']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9',
      'https://*.google-analytics.com',
    ]);
  });

  it('adds a plain-http tile server to img-src, with {s} as a wildcard subdomain', () => {
    expect(
      directive(
        contentSecurityPolicy(loadConfig({ MAP_TILE_URL: 'http://{s}.tiles.local:8080/{z}/{x}/{y}.png' })),
        'img-src',
      ),
    ).toContain('http://*.tiles.local:8080');
  });

  it('refuses settings that could smuggle anything else into the policy', () => {
    // Only the origin of a URL goes into the policy, whatever its path holds.
    const odd = loadConfig({
      ANALYTICS_ID: 'G-X',
      ANALYTICS_SCRIPT_URL: "https://cdn.example/x.js; script-src 'unsafe-inline'",
    });
    expect(directive(contentSecurityPolicy(odd), 'script-src')).toEqual(["'self'", 'https://cdn.example']);
    for (const env of [
      { ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' },
      { ANALYTICS_CONNECT_ORIGINS: "https://a.example 'unsafe-eval'" },
      { ANALYTICS_CONNECT_ORIGINS: 'https://a.example/path' },
      { MAP_TILE_URL: 'https://tiles.example/no-placeholders.png' },
      { MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
