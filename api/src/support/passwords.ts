import argon2 from 'argon2';

/**
 * OWASP's argon2id recommendation (19 MiB, 2 iterations, 1 lane). Hashing is slow on purpose, so callers
 * hash before opening a transaction rather than holding one open during it.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
