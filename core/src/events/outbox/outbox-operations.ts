import type { Knex } from 'knex';
import type { LogHead, TailedEvent, TailOptions } from '../event-log';
import {
  COMMITTED,
  formatPosition,
  headPosition,
  LOG_START,
  parsePosition,
  readAfter,
  readLast,
} from './event-reader';
import { Chase } from './chase';
import type { LogSession } from './log-session';

/** Operations on the outbox that read the same in both modes: Postgres is the source of truth. */
export async function logHead(db: Knex): Promise<LogHead> {
  // The head is the last event in walking order, where the groups' checkpoints stand when they have caught
  // up; the highest offset can sit before it (an event committed after one with a higher offset).
  const [head, [row]] = await Promise.all([
    headPosition(db),
    db('events').count({ events: '*' }).whereRaw(COMMITTED),
  ]);
  return { offset: head?.offset ?? null, events: Number(row?.events ?? 0) };
}

/** The session's shared look at the log (LogSession.watch), for notifications that do not come. */
const FOLLOW_POLL_MS = 250;
/** A read of its own when nothing woke the tail, in case the shared look failed. */
const FOLLOW_IDLE_READ_MS = 5_000;
const FOLLOW_BATCH = 500;

export async function* tailLog(
  db: Knex,
  session: LogSession,
  { last, after, follow = false, signal }: TailOptions,
): AsyncGenerator<TailedEvent> {
  const from = after === undefined ? undefined : parsePosition(after);
  if (after !== undefined && !from) throw new Error(`Not a log position: "${after}"`);
  const first = from ? [] : await readLast(db, last);
  for (const { event, position } of first) yield { ...event, position: formatPosition(position) };
  if (!follow && !from) return;

  let position = from ?? first.at(-1)?.position ?? (await headPosition(db)) ?? LOG_START;
  let woken = false;
  let wake: (() => void) | undefined;
  const unsubscribe = session.onNotify(() => {
    woken = true;
    wake?.();
  });
  const unwatch = session.watch(FOLLOW_POLL_MS);
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  const chase = new Chase();
  try {
    while (!signal?.aborted) {
      const notified = woken;
      woken = false;
      const batch = await readAfter(db, position, FOLLOW_BATCH);
      for (const { event, position: next } of batch) {
        yield { ...event, position: formatPosition(next) };
        position = next;
      }
      if (batch.length > 0) chase.found();
      else chase.missed(notified);
      if (batch.length === FOLLOW_BATCH || woken || signal?.aborted) continue;
      if (!follow) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, chase.wait(FOLLOW_POLL_MS, FOLLOW_IDLE_READ_MS));
        wake = done;
      });
    }
  } finally {
    unwatch();
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
  }
}
