import { onPasswordThread } from '../auth/password-pool';

// `Algorithm` is a const enum that isolated modules cannot import; 2 is its Argon2id member.
const ARGON2ID = 2;

/**
 * argon2id at 19 MiB and 15 passes, in one lane so that a hash takes one core. OWASP counts memory times
 * passes as a setting's strength (its floor, 19 MiB × 2, equals 46 MiB × 1): this one is 285 MiB-passes,
 * seven times that floor and half again RFC 9106's 64 MiB × 3, which accounts used before. Two 64 MiB
 * hashes at once slowed each other to three quarters of their speed alone on our two cores (bench/HISTORY.md);
 * two 19 MiB hashes run side by side at full speed, so the two cores check a fifth more passwords per
 * second than at 64 MiB × 3, at the greater strength. Existing hashes carry their own parameters and still
 * verify, and a login stores them anew. Hashing is slow on purpose, so callers hash before opening a
 * transaction rather than holding one open during it; it runs on the password threads
 * (auth/password-pool.ts), never on the event loop.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 15,
  parallelism: 1,
} as const;

/** The parameters as people read them, for reports. */
const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
export const PASSWORD_HASH_LABEL = `argon2id, ${memoryCost / 1024} MiB, t=${timeCost}, p=${parallelism}`;

/**
 * The test suite signs accounts up and in some thousands of times on two cores, where 15 passes are a
 * tenth of its running time: with NODE_ENV=test, and only then, PASSWORD_HASH_TEST_PASSES may lower the
 * passes (vitest.config.ts sets 1). Read at each call, so that a test of the real parameters can unset it.
 */
function currentOptions() {
  const passes = process.env.NODE_ENV === 'test' ? Number(process.env.PASSWORD_HASH_TEST_PASSES || NaN) : NaN;
  return Number.isInteger(passes) && passes >= 1
    ? { ...PASSWORD_HASH_OPTIONS, timeCost: passes }
    : PASSWORD_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return onPasswordThread('hash', { password, options: currentOptions() });
}

/**
 * Whether a stored hash was made with other parameters than today's: a login that has just proved the
 * password stores it anew, so accounts follow a change of parameters one sign-in at a time.
 */
export function hashIsOutdated(passwordHash: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = currentOptions();
  return !passwordHash.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return onPasswordThread('verify', { passwordHash, password });
}
