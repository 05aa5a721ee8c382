import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum that isolated modules cannot import; 2 is its Argon2id member.
const ARGON2ID = 2;

/**
 * OWASP's argon2id recommendation (19 MiB, 2 iterations, 1 lane). Hashing is slow on purpose, so callers
 * hash before opening a transaction rather than holding one open during it.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
