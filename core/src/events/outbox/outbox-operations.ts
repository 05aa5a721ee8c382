import type { Knex } from 'knex';
import type { LogHead, StoredEvent, TailOptions } from '../event-log';
import { COMMITTED, headPosition, LOG_START, readAfter, readLast } from './event-reader';
import type { LogSession } from './log-session';

/** Operations on the outbox that read the same in both modes: Postgres is the source of truth. */
export async function logHead(db: Knex): Promise<LogHead> {
  const [row] = await db('events').max({ offset: 'id' }).count({ events: '*' }).whereRaw(COMMITTED);
  const offset = row?.offset;
  return {
    offset: offset === null || offset === undefined ? null : String(offset),
    events: Number(row?.events ?? 0),
  };
}

const FOLLOW_POLL_MS = 250;
const FOLLOW_BATCH = 500;

export async function* tailLog(
  db: Knex,
  session: LogSession,
  { last, follow = false, signal }: TailOptions,
): AsyncGenerator<StoredEvent> {
  const first = await readLast(db, last);
  for (const { event } of first) yield event;
  if (!follow) return;

  let position = first.at(-1)?.position ?? (await headPosition(db)) ?? LOG_START;
  let woken: boolean;
  let wake: (() => void) | undefined;
  const unsubscribe = session.onNotify(() => {
    woken = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    while (!signal?.aborted) {
      woken = false;
      const batch = await readAfter(db, position, FOLLOW_BATCH);
      for (const { event, position: next } of batch) {
        yield event;
        position = next;
      }
      if (batch.length === FOLLOW_BATCH || woken || signal?.aborted) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, FOLLOW_POLL_MS);
        wake = done;
      });
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
  }
}
