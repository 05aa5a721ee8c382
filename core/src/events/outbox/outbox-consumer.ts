import type { Knex } from 'knex';
import type { Logger } from '../../logger/logger';
import { sleep } from '../deliver';
import { Chase } from './chase';
import { eventLoopTurns } from '../../db/event-loop-turn';
import type { StartAt, Subscription } from '../event-log';
import { clearHeartbeat, ensureGroup, heartbeat, storeCheckpoint } from './checkpoint-store';
import { type LoggedEvent, type LogPosition, readGroupBatch, readTypedGroupBatch } from './event-reader';
import type { GroupLock, LogSession } from './log-session';

export interface OutboxConsumerOptions {
  db: Knex;
  session: LogSession;
  group: string;
  startAt: StartAt;
  batchSize: number;
  /** The event types the group handles; the database then skips the others (see readTypedGroupBatch). */
  types?: readonly string[];
  /**
   * Fallback poll when no notification comes (a missed one, or a transaction that held the others back):
   * the session's shared look at the log (LogSession.watch), and the longest pause while chasing one.
   */
  pollIntervalMs: number;
  /** How often a standby member tries to take over the group. */
  lockRetryMs: number;
  logger?: Logger;
  /**
   * Handles a batch in order and returns how many events from its start are finished; the checkpoint
   * moves past exactly those. The signal aborts waits between retries when the consumer stops.
   */
  process(batch: LoggedEvent[], signal: AbortSignal): Promise<number>;
  /** Extra work between batches (redriving dead letters), at most once a second. */
  housekeeping?(signal: AbortSignal): Promise<void>;
}

const HEARTBEAT_MS = 5_000;
const HOUSEKEEPING_MS = 1_000;
/**
 * How long an idle member waits when nothing wakes it: the session's watch wakes it on any change it
 * could work on, so this read only keeps the heartbeat going and guards against a watch that failed.
 */
const IDLE_READ_MS = HEARTBEAT_MS;
/** How many events of other types a typed group looks past per read, in batches (at least MIN_SCAN). */
const SCAN_BATCHES = 10;
/**
 * The digest group reads one event at a time but is interested in one event a week: looking past only
 * ten events per read, it took a hundred round trips after a save that changed a thousand matchings,
 * 40 % of the embedded database's time while people were saving profiles.
 */
const MIN_SCAN = 1_000;

/** One member of a group reading the `events` table: lock, read, handle, checkpoint, wait for a wake-up. */
export async function startOutboxConsumer(options: OutboxConsumerOptions): Promise<Subscription> {
  await ensureGroup(options.db, options.group, options.startAt);
  const consumer = new OutboxConsumer(options);
  const done = consumer.run();
  // `done` is awaited by whoever cares; an unobserved failure must not crash the process on its own.
  done.catch(() => undefined);
  return { group: options.group, done, stop: () => consumer.stop(done) };
}

class OutboxConsumer {
  private readonly abort = new AbortController();
  private woken = false;
  private wake: (() => void) | undefined;
  private lastHeartbeat = 0;
  private lastHousekeeping = 0;
  /** A wake-up came while housekeeping was not due yet: a redrive may be waiting for it. */
  private housekeepingOwed = false;
  private lock: GroupLock | undefined;
  private readonly chase = new Chase();
  /** Between batches too: a typed group can read many batches of other types without handling one. */
  private readonly turn = eventLoopTurns();

  constructor(private readonly o: OutboxConsumerOptions) {}

  async stop(done: Promise<void>): Promise<void> {
    this.abort.abort();
    this.wake?.();
    await done;
  }

  async run(): Promise<void> {
    const { session, group } = this.o;
    const signal = this.abort.signal;
    const unsubscribe = session.onNotify(() => {
      this.woken = true;
      this.wake?.();
    });
    const unwatch = session.watch(this.o.pollIntervalMs);
    let failures = 0;
    try {
      while (!signal.aborted) {
        try {
          if (!this.lock?.held) {
            this.lock = await session.tryLock(group);
            if (!this.lock) {
              await sleep(this.o.lockRetryMs, signal);
              continue;
            }
          }
          const busy = await this.cycle(signal);
          failures = 0;
          if (!busy) await this.waitForWork();
          else await this.turn();
        } catch (error) {
          // The database blinked or restarts: keep the member alive and try again with growing pauses.
          failures += 1;
          this.o.logger?.warn({ err: error, group, failures }, 'event consumer cycle failed');
          await sleep(Math.min(250 * 2 ** failures, 10_000), signal);
        }
      }
    } finally {
      unwatch();
      unsubscribe();
      if (this.lock?.held) {
        await clearHeartbeat(this.o.db, group).catch(() => undefined);
        await this.lock.release();
      }
    }
  }

  /** One batch; true when there may be more right away. */
  private async cycle(signal: AbortSignal): Promise<boolean> {
    const { db, group } = this.o;
    const now = Date.now();
    // Cleared before reading: a notification from now on means there may be something this read missed.
    const notified = this.woken;
    this.woken = false;
    if (this.o.housekeeping) {
      if (now - this.lastHousekeeping >= HOUSEKEEPING_MS) {
        this.lastHousekeeping = now;
        this.housekeepingOwed = false;
        await this.o.housekeeping(signal);
      } else if (notified) {
        this.housekeepingOwed = true;
      }
    }
    const { generation, events: batch, scannedTo, scannedFull } = await this.read();
    if (generation === undefined) {
      this.chase.missed(notified);
      if (now - this.lastHeartbeat >= HEARTBEAT_MS) {
        this.lastHeartbeat = now;
        await heartbeat(db, group);
      }
      return false;
    }
    this.chase.found();
    const finished = batch.length > 0 ? await this.o.process(batch, signal) : 0;
    // All of the group's events up to where the read looked are handled: the checkpoint moves past the
    // events of other types too, so the next read does not look at them again.
    const to = finished === batch.length && scannedTo ? scannedTo : batch[finished - 1]?.position;
    if (to) {
      // A lock lost mid-batch means another member may be working the same events: do not move its checkpoint.
      if (!this.lock?.held) return false;
      this.lastHeartbeat = Date.now();
      const stored = await storeCheckpoint(db, group, generation, to);
      if (!stored)
        this.o.logger?.info({ group }, 'group was replayed during a batch; continuing from the replay');
    }
    return finished === batch.length && (batch.length === this.o.batchSize || scannedFull);
  }

  private async read(): Promise<{
    generation: number | undefined;
    events: LoggedEvent[];
    scannedTo: LogPosition | null;
    scannedFull: boolean;
  }> {
    const { db, group, batchSize, types } = this.o;
    if (!types)
      return { ...(await readGroupBatch(db, group, batchSize)), scannedTo: null, scannedFull: false };
    const read = await readTypedGroupBatch(
      db,
      group,
      types,
      batchSize,
      Math.max(batchSize * SCAN_BATCHES, MIN_SCAN),
    );
    return read.generation === undefined
      ? { generation: undefined, events: [], scannedTo: null, scannedFull: false }
      : read;
  }

  private waitForWork(): Promise<void> {
    if (this.woken || this.abort.signal.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const housekeepingDue = this.lastHousekeeping + HOUSEKEEPING_MS - Date.now();
      const timer = setTimeout(
        done,
        Math.min(
          this.chase.wait(this.o.pollIntervalMs, IDLE_READ_MS),
          this.housekeepingOwed ? Math.max(housekeepingDue, 0) : IDLE_READ_MS,
        ),
      );
      this.wake = done;
    });
  }
}
