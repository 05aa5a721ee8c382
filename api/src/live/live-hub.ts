import type { EventLog, StoredEvent } from '@anpfiff/core/events/event-log';
import type { Logger } from '@anpfiff/core/logger/logger';

export interface MatchingChange {
  offset: string;
  jobId: string;
  personId: string;
  clubId: string;
  change: 'added' | 'updated' | 'removed';
}

export type LiveListener = (change: MatchingChange) => void;

export interface LiveHub {
  /** Calls `listener` for every matching change from now on; returns the unsubscribe. */
  listen(listener: LiveListener): () => void;
  stop(): Promise<void>;
}

export function toMatchingChange(event: Pick<StoredEvent, 'offset' | 'payload'>): MatchingChange {
  const p = event.payload as Omit<MatchingChange, 'offset'>;
  return { offset: event.offset, jobId: p.jobId, personId: p.personId, clubId: p.clubId, change: p.change };
}

/**
 * The live fan-out of one API process: it follows the event log's tail (so every API replica sees every
 * change, whichever process wrote it) and hands matching changes to the open streams of this process.
 */
export function startLiveHub(eventLog: EventLog, logger: Logger): LiveHub {
  const listeners = new Set<LiveListener>();
  const abort = new AbortController();
  const running = (async () => {
    while (!abort.signal.aborted) {
      try {
        for await (const event of eventLog.tail({ last: 0, follow: true, signal: abort.signal })) {
          if (event.type !== 'matching.changed') continue;
          const change = toMatchingChange(event);
          for (const listener of listeners) listener(change);
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        logger.warn({ err: error }, 'live updates: following the event log failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      abort.abort();
      await running;
    },
  };
}
