import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../support/passwords';
import { configuredThreads, passwordPool } from './password-pool';

describe('password threads', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.runIf(process.platform === 'linux')(
    'hash at the lowest CPU priority, below the serving thread',
    async () => {
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
});
