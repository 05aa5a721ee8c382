import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLIER_PARAMETERS, hashAtEarlierParameters } from '../testing/earlier-password-hash';
import { hashIsOutdated, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  // The suite hashes with one pass (vitest.config.ts); these tests are of the real parameters.
  beforeEach(() => {
    vi.stubEnv('PASSWORD_HASH_TEST_PASSES', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('stores argon2id at 19 MiB and 15 passes with a fresh salt each time', async () => {
    const a = await hashPassword('Anpfiff!2026');
    const b = await hashPassword('Anpfiff!2026');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=15,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Anpfiff!2026');
  });

  it('accepts the right password only, and a broken hash as a plain no', async () => {
    const stored = await hashPassword('richtig');
    expect(await verifyPassword(stored, 'richtig')).toBe(true);
    expect(await verifyPassword(stored, 'falsch')).toBe(false);
    expect(await verifyPassword('kein-hash', 'richtig')).toBe(false);
  });

  it.each(EARLIER_PARAMETERS)(
    'still verifies a password stored at earlier parameters (m=$memoryCost KiB, $timeCost passes)',
    async (parameters) => {
      const earlier = hashAtEarlierParameters('vorher-geheim', parameters);
      expect(earlier).toContain(`$m=${parameters.memoryCost},t=${parameters.timeCost},p=1$`);
      expect(await verifyPassword(earlier, 'vorher-geheim')).toBe(true);
      expect(await verifyPassword(earlier, 'falsch')).toBe(false);
    },
  );

  it('lowers the passes for test runs only, never in production', async () => {
    vi.stubEnv('PASSWORD_HASH_TEST_PASSES', '1');
    const inTests = await hashPassword('schnell');
    expect(inTests).toMatch(/^\$argon2id\$v=19\$m=19456,t=1,p=1\$/);
    expect(hashIsOutdated(inTests)).toBe(false);
    vi.stubEnv('NODE_ENV', 'production');
    expect(await hashPassword('schnell')).toMatch(/^\$argon2id\$v=19\$m=19456,t=15,p=1\$/);
    expect(hashIsOutdated(inTests)).toBe(true);
  });
});
