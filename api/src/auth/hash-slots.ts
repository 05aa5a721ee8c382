/**
 * How many passwords hash at once: every password thread while the server has nothing else to do, one
 * thread fewer while it serves other requests.
 *
 * The password threads run at the lowest priority (password-pool.ts), so the kernel gives serving a core
 * whenever it asks. That is not all a hash takes from other requests: each login also costs the event loop
 * its statements and its answer, and on two cores a second hash at work fills the cache the other core
 * serves from. Measured with eight clients signing in and one searching (bench/HISTORY.md, twenty-fifth
 * round): the search p95 rose 1.26–1.31× with two hashes at a time, 1.12–1.17× with one. So while other
 * requests are being served, logins take one core less and queue a little longer; a burst of logins with
 * nothing else to serve still hashes on every thread.
 */
export class HashSlots {
  #running = 0;
  #lastServedAt = Number.NEGATIVE_INFINITY;
  readonly #waiting: (() => void)[] = [];

  /**
   * @param threads the password threads there are
   * @param servingWindowMs how long after another request ended the server counts as serving
   */
  constructor(
    readonly threads: number,
    private readonly servingWindowMs = 250,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A request that hashed no password has just been served. */
  noteServed(): void {
    this.#lastServedAt = this.now();
  }

  /** Hashes that may run now. */
  get limit(): number {
    const serving = this.now() - this.#lastServedAt < this.servingWindowMs;
    return serving ? Math.max(1, this.threads - 1) : this.threads;
  }

  /** Runs `hash` once a slot is free, in the order the hashes came. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.#waiting.length > 0 || this.#running >= this.limit)
      await new Promise<void>((start) => this.#waiting.push(start));
    else this.#running += 1;
    try {
      return await hash();
    } finally {
      this.#running -= 1;
      this.#startWaiting();
    }
  }

  // Called when a hash ends: the limit is read again then, so slots come back once serving has stopped.
  #startWaiting(): void {
    while (this.#waiting.length > 0 && this.#running < this.limit) {
      this.#running += 1;
      this.#waiting.shift()?.();
    }
  }
}
