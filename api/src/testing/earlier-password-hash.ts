import { hashSync } from '@node-rs/argon2';

/**
 * A password hashed the way accounts stored it before today's parameters: argon2id (algorithm 2) at
 * OWASP's 19 MiB and 2 passes. Such hashes must still verify, and a login stores them anew.
 */
export const hashAtEarlierParameters = (password: string): string =>
  hashSync(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
