import { describe, expect, it } from 'vitest';
import { caddyBlock, caddyPathMatches, readCaddyfile } from './caddyfile-support';
import { readCompose, readEnvExample } from './compose-support';

// Caddy is not installed here; this reads deploy/Caddyfile and checks what the security of the deployed
// site relies on: metrics stay inside the network, and the API sees each client's own address and scheme.
const caddyfile = readCaddyfile();
const site = caddyBlock(caddyfile, '{$SITE_ADDRESS::80}') ?? [];
const globalOptions = caddyBlock(caddyfile, '') ?? [];

/** The patterns of the named matcher `@name path …` in the site block. */
function pathMatcher(name: string): string[] {
  const line = site.find((l) => l.startsWith(`@${name} `));
  const [, kind = '', ...patterns] = line?.split(/\s+/) ?? [];
  expect(kind, `@${name} is a path matcher`).toBe('path');
  return patterns;
}

describe('deploy/Caddyfile: metrics', () => {
  // Every spelling the API's router served before it matched /metrics exactly (any case, a trailing
  // slash), paths below it, and what Caddy cleans into one of them.
  const metricsSpellings = [
    '/metrics',
    '/metrics/',
    '/METRICS',
    '/Metrics',
    '/Metrics/',
    '/METRICS/',
    '/metrics/x',
    '/metrics//',
    '//metrics',
    '/assets/../metrics',
    '/%6Detrics',
    '/metrics%2F',
  ];

  it('answers every spelling of /metrics with 404 before anything reaches the api replicas', () => {
    const patterns = pathMatcher('metrics');
    for (const spelling of metricsSpellings)
      expect(
        patterns.some((p) => caddyPathMatches(p, spelling)),
        `${spelling} is blocked`,
      ).toBe(true);
    expect(caddyBlock(site, 'handle @metrics')).toEqual(['respond 404']);
  });

  it('blocks nothing else of the site', () => {
    const patterns = pathMatcher('metrics');
    for (const other of ['/', '/metricsx', '/api/metrics', '/jobs/metrics', '/assets/metrics.js', '/healthz'])
      expect(
        patterns.some((p) => caddyPathMatches(p, other)),
        `${other} passes`,
      ).toBe(false);
  });
});

describe('deploy/Caddyfile: client address and scheme behind a TLS terminator', () => {
  const servers = caddyBlock(globalOptions, 'servers') ?? [];

  it('believes X-Forwarded-* only from the configured proxies, private ranges unless set', () => {
    expect(servers).toContain('trusted_proxies static {$TRUSTED_PROXIES:private_ranges}');
    // Right to left: the entry the terminator appended, not one the client put in front of it.
    expect(servers).toContain('trusted_proxies_strict');
    // The default header, X-Forwarded-For, is the one a terminator appends to.
    expect(caddyfile.some((l) => l.startsWith('client_ip_headers'))).toBe(false);
  });

  it('hands the API exactly the client address it determined, as the last X-Forwarded-For entry', () => {
    const proxy = site.find((l) => l.startsWith('reverse_proxy '));
    expect(proxy).toBeDefined();
    const proxyBlock = caddyBlock(site, proxy?.replace(/\s*\{$/, '') ?? '') ?? [];
    expect(proxyBlock).toContain('header_up X-Forwarded-For {client_ip}');
    // A request meeting a replica that is stopping goes to the other one instead of failing.
    expect(proxyBlock.find((l) => l.startsWith('lb_try_duration '))).toMatch(/^lb_try_duration [1-9]\d*s$/);
    expect(proxyBlock.find((l) => l.startsWith('lb_try_interval '))).toBeDefined();
    // X-Forwarded-Proto passes from a trusted terminator as it is; overriding it would lose https.
    expect(proxyBlock.some((l) => /^header_up\s+\S*X-Forwarded-Proto/i.test(l))).toBe(false);
  });

  it('takes TRUSTED_PROXIES from the compose settings with the same default', () => {
    const compose = readCompose();
    expect(compose.services.proxy?.environment?.TRUSTED_PROXIES).toBe('${TRUSTED_PROXIES:-private_ranges}');
    expect(readEnvExample().TRUSTED_PROXIES).toBe('private_ranges');
  });
});

describe('deploy/Caddyfile: the health check of the proxy container', () => {
  it('answers on loopback in plain HTTP whatever SITE_ADDRESS says, and compose asks there', () => {
    const health = caddyBlock(caddyfile, 'http://127.0.0.1:8081') ?? [];
    expect(health).toEqual(expect.arrayContaining(['bind 127.0.0.1', 'respond /healthz 200']));
    const test = readCompose().services.proxy?.healthcheck?.test ?? [];
    expect([test].flat().join(' ')).toContain('http://127.0.0.1:8081/healthz');
    // Never published: only the site's port is.
    expect(JSON.stringify(readCompose().services.proxy?.ports)).not.toContain('8081');
  });
});
