import { hashSync } from '@node-rs/argon2';

/** The parameters accounts stored their passwords with before today's, latest first. */
export const EARLIER_PARAMETERS = [
  { memoryCost: 65_536, timeCost: 3 },
  { memoryCost: 19_456, timeCost: 2 },
] as const;

/**
 * A password hashed the way accounts stored it before today's parameters: argon2id (algorithm 2), one
 * lane, at the latest earlier setting unless another is named. Such hashes must still verify, and a login
 * stores them anew.
 */
export const hashAtEarlierParameters = (
  password: string,
  { memoryCost, timeCost }: (typeof EARLIER_PARAMETERS)[number] = EARLIER_PARAMETERS[0],
): string => hashSync(password, { algorithm: 2, memoryCost, timeCost, parallelism: 1 });
