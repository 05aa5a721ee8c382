import { loadConfig } from '@anpfiff/core/config/config';
import { describe, expect, it } from 'vitest';
import { apiProblems } from './api-problems';

const production = {
  NODE_ENV: 'production',
  SITES: '{"CH":"https://anpfiff.ch","DE":"https://anpfiff.de"}',
  MAIL_SECRET: '0f'.repeat(32),
};

describe('the API in production', () => {
  it('refuses https sites without a trusted proxy, which would lock every visitor out as one address', () => {
    expect(apiProblems(loadConfig(production))).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: fehlt; die Sites laufen über https, also hinter einem Reverse-Proxy/,
      ),
    ]);
    expect(apiProblems(loadConfig({ ...production, TRUST_PROXY: 'true' }))).toEqual([]);
  });

  it('lets plain-http sites, development and tests start without a proxy', () => {
    const http = { ...production, SITES: '{"CH":"http://localhost:3000","DE":"http://de.localhost:3000"}' };
    expect(apiProblems(loadConfig(http))).toEqual([]);
    expect(apiProblems(loadConfig({ SITES: production.SITES }))).toEqual([]);
    expect(apiProblems(loadConfig({}))).toEqual([]);
  });
});
