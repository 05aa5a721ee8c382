import type { EventLog, TailedEvent } from '@anpfiff/core/events/event-log';
import type { Knex } from 'knex';
import type { Logger } from '@anpfiff/core/logger/logger';

export interface MatchingChange {
  /** The event's place in the log (`formatPosition`): the stream's event id, to resume after. */
  position: string;
  jobId: string | null;
  personId: string | null;
  clubId: string | null;
  change: 'added' | 'updated' | 'removed';
}

export type LiveListener = (change: MatchingChange) => void;

export interface LiveHub {
  /**
   * Calls `listener` for every matching change from now on; returns the unsubscribe. `onEnd` is called
   * when the hub stops (soon after, if it has stopped already), so the stream ends and a shutdown does not
   * wait for its client to leave.
   */
  listen(listener: LiveListener, onEnd?: () => void): () => void;
  /**
   * The log position of the last event handed out, undefined before the hub has found the log's end: a
   * listener added now is handed every change after it, and nothing at or before it.
   */
  position(): string | undefined;
  /** Stops following the log and ends every stream that listens. */
  stop(): Promise<void>;
}

export function toMatchingChange(event: Pick<TailedEvent, 'position' | 'payload'>): MatchingChange {
  const p = event.payload as Omit<MatchingChange, 'position'>;
  return {
    position: event.position,
    jobId: p.jobId,
    personId: p.personId,
    clubId: p.clubId,
    change: p.change,
  };
}

const PROFILE_EVENTS = new Set(['person.updated', 'job.updated', 'club.updated']);

/**
 * An edit of a matched profile, club or offer that changes no score (a name, an emblem, the pay, a text)
 * sends no `matching.changed`, yet the matching cards show what changed. Each audience hears of it once:
 * for an offer its club, and every person it matches; for a person the clubs of the offers it matches; for
 * a club every person one of its offers matches (their cards show the club's name and emblem).
 */
async function profileChanges(db: Knex, event: TailedEvent): Promise<MatchingChange[]> {
  const updated = (c: Omit<MatchingChange, 'position' | 'change'>): MatchingChange => ({
    position: event.position,
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
  if (event.type === 'club.updated') {
    const rows = (await db('matchings').where({ clubId: event.aggregateId }).select('jobId', 'personId')) as {
      jobId: string;
      personId: string;
    }[];
    return rows.map((r) => updated({ jobId: r.jobId, personId: r.personId, clubId: null }));
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
  const enders = new Map<LiveListener, () => void>();
  const abort = new AbortController();
  const changesOf = async (event: TailedEvent): Promise<MatchingChange[]> => {
    if (event.type === 'matching.changed') return [toMatchingChange(event)];
    // Profile edits are looked up only while someone listens: most happen with no stream open here.
    if (PROFILE_EVENTS.has(event.type) && listeners.size > 0) return profileChanges(db, event);
    return [];
  };
  // After a failure the hub goes on right after the last event it handed out, so the streams that stayed
  // open miss nothing of what was written while it waited. It moves on in the same turn as the event's
  // changes are handed to the listeners, so a listener added in between is given exactly what follows it.
  let after: string | undefined;
  const running = (async () => {
    while (!abort.signal.aborted) {
      try {
        if (after === undefined)
          for await (const newest of eventLog.tail({ last: 1 })) after = newest.position;
        for await (const event of eventLog.tail({ last: 0, after, follow: true, signal: abort.signal })) {
          for (const change of await changesOf(event)) for (const listener of listeners) listener(change);
          after = event.position;
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        logger.warn({ err: error }, 'live updates: following the event log failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();
  return {
    listen(listener, onEnd) {
      if (abort.signal.aborted) {
        if (onEnd) queueMicrotask(onEnd);
        return () => undefined;
      }
      listeners.add(listener);
      if (onEnd) enders.set(listener, onEnd);
      return () => {
        listeners.delete(listener);
        enders.delete(listener);
      };
    },
    position: () => after,
    async stop() {
      abort.abort();
      for (const end of [...enders.values()]) end();
      listeners.clear();
      enders.clear();
      await running;
    },
  };
}
