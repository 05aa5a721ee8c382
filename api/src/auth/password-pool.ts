import os from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';

/**
 * argon2id runs on threads of its own at the lowest CPU priority (nice 19). Each hash takes a whole core
 * for milliseconds on purpose; at normal priority a burst of logins would take every core from the event
 * loop, which serves all other requests and, in embedded mode, runs the database too. At nice 19 the
 * kernel hands a core to serving whenever serving has work, and all spare time to hashing, so an idle
 * server still checks passwords on every core.
 *
 * At most `PASSWORD_HASH_CONCURRENCY` threads (default: the cores Node may use); further hashes wait in
 * arrival order.
 */
const concurrencySchema = z.coerce.number().int().min(1).max(64);

export function configuredThreads(): number {
  const raw = process.env.PASSWORD_HASH_CONCURRENCY;
  if (raw === undefined || raw === '') return Math.max(1, os.availableParallelism());
  const parsed = concurrencySchema.safeParse(raw);
  if (!parsed.success) throw new Error('PASSWORD_HASH_CONCURRENCY: must be a whole number from 1 to 64');
  return parsed.data;
}

/** Unix nice values run from 0 (normal) to 19 (only what nothing else wants). */
const LOWEST_PRIORITY = 19;

let pool: Piscina | undefined;

/** The process's one pool, started at the first hash; idle threads end after a minute. */
export function passwordPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: configuredThreads(),
    idleTimeout: 60_000,
    niceIncrement: LOWEST_PRIORITY,
  });
  return pool;
}
