import type { EventLog, StoredEvent } from '@anpfiff/core/events/event-log';
import type { Knex } from 'knex';
import type { Logger } from '@anpfiff/core/logger/logger';

export interface MatchingChange {
  offset: string;
  jobId: string | null;
  personId: string | null;
  clubId: string | null;
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
 * An edit of a matched profile or offer that changes no score (a name, the pay, a text) sends no
 * `matching.changed`, yet the matching cards show what changed. Each audience hears of it once: for an
 * offer its club, and every person it matches; for a person the clubs of the offers it matches.
 */
async function profileChanges(db: Knex, event: StoredEvent): Promise<MatchingChange[]> {
  const updated = (c: Omit<MatchingChange, 'offset' | 'change'>): MatchingChange => ({
    offset: event.offset,
    ...c,
    change: 'updated',
  });
  if (event.type === 'person.updated') {
    const rows = (await db('matchings').where({ personId: event.aggregateId }).select('jobId', 'clubId')) as {
      jobId: string;
      clubId: string;
    }[];
    return rows.map((r) => updated({ jobId: r.jobId, personId: event.aggregateId, clubId: r.clubId }));
  }
  const rows = (await db('matchings').where({ jobId: event.aggregateId }).select('personId', 'clubId')) as {
    personId: string;
    clubId: string;
  }[];
  const [first] = rows;
  return [
    ...(first ? [updated({ jobId: event.aggregateId, personId: null, clubId: first.clubId })] : []),
    ...rows.map((r) => updated({ jobId: event.aggregateId, personId: r.personId, clubId: null })),
  ];
}

/**
 * The live fan-out of one API process: it follows the event log's tail (so every API replica sees every
 * change, whichever process wrote it) and hands matching changes to the open streams of this process.
 */
export function startLiveHub(eventLog: EventLog, db: Knex, logger: Logger): LiveHub {
  const listeners = new Set<LiveListener>();
  const abort = new AbortController();
  const changesOf = async (event: StoredEvent): Promise<MatchingChange[]> => {
    if (event.type === 'matching.changed') return [toMatchingChange(event)];
    // Profile edits are looked up only while someone listens: most happen with no stream open here.
    if ((event.type === 'person.updated' || event.type === 'job.updated') && listeners.size > 0)
      return profileChanges(db, event);
    return [];
  };
  const running = (async () => {
    while (!abort.signal.aborted) {
      try {
        for await (const event of eventLog.tail({ last: 0, follow: true, signal: abort.signal })) {
          for (const change of await changesOf(event)) for (const listener of listeners) listener(change);
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
