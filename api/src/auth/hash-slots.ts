import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';

/**
 * How many argon2id hashes may run at once. Each takes a whole core for tens of milliseconds (19 MiB,
 * two passes), and on a small machine a burst of logins would otherwise take every core from the event
 * loop, which in embedded mode also runs the database: searches would wait behind password checks.
 *
 * The cap is `PASSWORD_HASH_CONCURRENCY` (default: the cores Node may use). While the event loop is
 * busy with other requests, one slot fewer is handed out, so serving keeps a core of its own; an idle
 * server lets a login burst use them all.
 */
const concurrencySchema = z.coerce.number().int().min(1).max(64);

export function configuredSlots(): number {
  const raw = process.env.PASSWORD_HASH_CONCURRENCY;
  if (raw === undefined || raw === '') return Math.max(1, os.availableParallelism());
  const parsed = concurrencySchema.safeParse(raw);
  if (!parsed.success) throw new Error('PASSWORD_HASH_CONCURRENCY: must be a whole number from 1 to 64');
  return parsed.data;
}

/** Share of the last window the event loop spent working, above which the server counts as busy. */
const BUSY_UTILIZATION = 0.5;
const WINDOW_MS = 200;

export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private last = performance.eventLoopUtilization();
  private lastAt = performance.now();
  private busy = false;

  constructor(readonly max: number = configuredSlots()) {}

  /** Slots available now: all of them when idle, one fewer (at least one) while other work keeps the loop busy. */
  private limit(): number {
    const now = performance.now();
    if (now - this.lastAt >= WINDOW_MS) {
      const current = performance.eventLoopUtilization();
      this.busy = performance.eventLoopUtilization(current, this.last).utilization > BUSY_UTILIZATION;
      this.last = current;
      this.lastAt = now;
    }
    return this.busy ? Math.max(1, this.max - 1) : this.max;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    while (this.running >= this.limit()) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          const at = this.waiting.indexOf(wake);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve();
        };
        // A slot held back for a busy loop frees itself once the loop calms down, not only on release.
        const timer = setTimeout(wake, WINDOW_MS);
        this.waiting.push(wake);
      });
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting[0]?.();
    }
  }
}

let shared: HashSlots | undefined;

/** The process's one set of hash slots, shared by every route that checks or sets a password. */
export function hashSlots(): HashSlots {
  shared ??= new HashSlots();
  return shared;
}
