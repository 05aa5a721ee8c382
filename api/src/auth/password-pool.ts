import { Piscina } from 'piscina';
import { passwordHashSettings } from '@anpfiff/core/config/config';
import { HashSlots } from './hash-slots';

/**
 * argon2id runs on threads of its own at the lowest CPU priority (nice 19). Each hash takes a whole core
 * for milliseconds on purpose; at normal priority a burst of logins would take every core from the event
 * loop, which serves all other requests and, in embedded mode, runs the database too. At nice 19 the
 * kernel hands a core to serving whenever serving has work, and all spare time to hashing, so an idle
 * server still checks passwords on every core.
 *
 * The price is paid on a machine that is busy with other work for long: there a login waits until a core
 * is spare. `PASSWORD_HASH_NICE` (0 to 19, default 19) lets an operator, or the test suite, whose own workers
 * keep both cores busy, give hashing a fairer share.
 *
 * At most `PASSWORD_HASH_CONCURRENCY` threads (default: the cores Node may use); further hashes wait in
 * arrival order.
 */

// The settings are checked with the rest of the configuration at start (loadConfig); read here again, since
// the pool serves every process that hashes, however it was started.
export const configuredThreads = (): number => passwordHashSettings().concurrency;

export const configuredNice = (): number => passwordHashSettings().nice;

let pool: Piscina | undefined;

/** The process's one pool, started at the first hash; idle threads end after a minute. */
export function passwordPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: configuredThreads(),
    idleTimeout: 60_000,
    niceIncrement: configuredNice(),
  });
  return pool;
}

let slots: HashSlots | undefined;

/** The process's hash slots (hash-slots.ts), as many as the pool has threads. */
export function hashSlots(): HashSlots {
  slots ??= new HashSlots(configuredThreads());
  return slots;
}

/** Runs a task of password-worker.mjs on a password thread once a hash slot is free. */
export function onPasswordThread<T>(name: 'hash' | 'verify', task: unknown): Promise<T> {
  return hashSlots().run(() => passwordPool().run(task, { name }) as Promise<T>);
}
