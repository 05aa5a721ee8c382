import { passwordPool } from '../auth/password-pool';

// `Algorithm` is a const enum that isolated modules cannot import; 2 is its Argon2id member.
const ARGON2ID = 2;

/**
 * OWASP's argon2id recommendation (19 MiB, 2 iterations, 1 lane). Hashing is slow on purpose, so callers
 * hash before opening a transaction rather than holding one open during it; it runs on the password
 * threads (auth/password-pool.ts), never on the event loop.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return passwordPool().run({ password, options: OPTIONS }, { name: 'hash' }) as Promise<string>;
}

/** False for a wrong password and for a stored hash that cannot be read. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordPool().run({ passwordHash, password }, { name: 'verify' }) as Promise<boolean>;
}
