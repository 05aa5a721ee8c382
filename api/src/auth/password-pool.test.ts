import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../support/passwords';
import { configuredNice, configuredThreads, passwordPool } from './password-pool';

describe('password threads', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.runIf(process.platform === 'linux')(
    'hash at the lowest CPU priority, below the serving thread',
    async () => {
      // The default, whatever the suite runs with (vitest.config.ts); the pool starts with this first hash.
      vi.stubEnv('PASSWORD_HASH_NICE', '');
      expect(await verifyPassword(await hashPassword('geheim'), 'geheim')).toBe(true);
      expect(await passwordPool().run(null, { name: 'priority' })).toBe(19);
    },
  );

  it('run every one of a burst, never more at once than the cap', async () => {
    const stored = await hashPassword('richtig');
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => verifyPassword(stored, i % 3 === 0 ? 'richtig' : 'falsch')),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(passwordPool().threads.length).toBeLessThanOrEqual(configuredThreads());
  });

  it('reads PASSWORD_HASH_CONCURRENCY and refuses what is not a whole number from 1 to 64', () => {
    vi.stubEnv('PASSWORD_HASH_CONCURRENCY', '3');
    expect(configuredThreads()).toBe(3);
    vi.stubEnv('PASSWORD_HASH_CONCURRENCY', '0');
    expect(() => configuredThreads()).toThrow(/PASSWORD_HASH_CONCURRENCY/);
    vi.stubEnv('PASSWORD_HASH_CONCURRENCY', '');
    expect(configuredThreads()).toBeGreaterThanOrEqual(1);
  });

  it('reads PASSWORD_HASH_NICE, 19 when unset, and refuses what is not a whole number from 0 to 19', () => {
    vi.stubEnv('PASSWORD_HASH_NICE', '');
    expect(configuredNice()).toBe(19);
    vi.stubEnv('PASSWORD_HASH_NICE', '0');
    expect(configuredNice()).toBe(0);
    for (const bad of ['20', '-1', '2.5', 'niedrig']) {
      vi.stubEnv('PASSWORD_HASH_NICE', bad);
      expect(() => configuredNice()).toThrow(
        `PASSWORD_HASH_NICE: muss eine ganze Zahl von 0 bis 19 sein (gesetzt: "${bad}")`,
      );
    }
  });
});
