import type { Knex } from 'knex';
import { COMMITTED } from './event-reader';

/**
 * What decides whether a member of any group could find new work: the last final event (newly final events
 * always sort after it, see COMMITTED), the groups' generations (a replay) and the dead letters waiting for
 * a redrive. One cheap query for the whole process instead of a read per group.
 */
export async function logFingerprint(db: Knex): Promise<string> {
  const result = await db.raw(
    `select (select tx_id::text || '-' || id::text from events where ${COMMITTED}
              order by tx_id desc, id desc limit 1) as head,
            (select coalesce(sum(generation), 0)::text from event_consumers) as generations,
            (select count(*)::text from event_dead_letters where status = 'redrive') as redrives`,
  );
  const [row] = (result as { rows: { head: string | null; generations: string; redrives: string }[] }).rows;
  return `${row?.head ?? ''}|${row?.generations ?? ''}|${row?.redrives ?? ''}`;
}

/**
 * The fallback poll of one process's consumers and tails, shared: every `intervalMs` (the shortest any
 * watcher asked for) it looks at the log's fingerprint and wakes everyone when it changed. Reading each
 * group (and the live tail) every 250 ms kept an idle embedded server at 9 % of a core; with one look it
 * idles at 4 %. It only stands in for notifications that did not come: an idle process reads no group.
 */
export class LogWatch {
  private readonly intervals = new Map<symbol, number>();
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  private seen: string | undefined;
  private closed = false;

  constructor(
    private readonly db: Knex,
    private readonly wake: () => void,
  ) {}

  /** Keeps the poll running until the returned function is called. */
  add(intervalMs: number): () => void {
    const token = Symbol('watcher');
    this.intervals.set(token, intervalMs);
    this.schedule();
    return () => {
      this.intervals.delete(token);
      if (this.intervals.size > 0) return;
      clearTimeout(this.timer);
      this.timer = undefined;
      // Whoever watches next starts without knowing what changed meanwhile.
      this.seen = undefined;
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.intervals.clear();
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.looking;
  }

  private schedule(): void {
    if (this.closed || this.timer || this.looking || this.intervals.size === 0) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.looking = this.look().finally(() => {
          this.looking = undefined;
          this.schedule();
        });
      },
      Math.min(...this.intervals.values()),
    );
  }

  private async look(): Promise<void> {
    try {
      const fingerprint = await logFingerprint(this.db);
      // The first look wakes too: a notification may have been missed before anyone knew the fingerprint.
      const changed = fingerprint !== this.seen;
      this.seen = fingerprint;
      if (changed && !this.closed && this.intervals.size > 0) this.wake();
    } catch {
      // The database is away: the consumers' own reads fail and report it, with their backoff.
      this.seen = undefined;
    }
  }
}
