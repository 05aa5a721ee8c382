import {
  AFTER,
  COMMITTED,
  formatPosition,
  isEventOffset,
  type LogPosition,
  parsePosition,
} from '@anpfiff/core/events/outbox/event-reader';
import type { AppRouterContext } from '../../app-types';
import { signedIn } from '../../auth/authorize';
import { type MatchingChange, toMatchingChange } from '../../live/live-hub';

/** Events of the log looked through on a resume, and matching changes of the user's sent at most. */
const RESUME_SCAN = 20_000;
const RESUME_LIMIT = 500;

export interface Audience {
  /** The payload field that names the user's side of a matching, and its id. */
  field: 'clubId' | 'personId';
  id: string | undefined;
}

/** The matchings column of `Audience.field`: a fixed name, never text from the request. */
const COLUMN = { clubId: 'club_id', personId: 'person_id' } as const;

/** Which changes concern the signed-in user: their person's, or their club's offers'. */
export async function audienceOf(ctx: AppRouterContext): Promise<Audience> {
  const accountId = signedIn(ctx).id;
  const club = (await ctx.deps.db('clubs').where({ accountId }).first('id')) as { id: string } | undefined;
  if (club) return { field: 'clubId', id: club.id };
  const person = (await ctx.deps.db('persons').where({ accountId }).first('id')) as
    { id: string } | undefined;
  return { field: 'personId', id: person?.id };
}

/**
 * Where the client's `Last-Event-ID` stands in the log. Ids are log positions (`formatPosition`); a bare
 * offset is what streams sent before, and stands where its event does. Null: nothing to resume from.
 */
export async function resumePosition(
  ctx: AppRouterContext,
  lastEventId: string,
): Promise<LogPosition | null> {
  const position = parsePosition(lastEventId);
  if (position || !isEventOffset(lastEventId)) return position;
  const row = (await ctx.deps.db('events').where('id', lastEventId).first('txId')) as
    { txId: string } | undefined;
  return row ? { txId: String(row.txId), offset: lastEventId } : null;
}

export interface Missed {
  /** The user's matching changes since the resume position, in the log's order. */
  changes: MatchingChange[];
  /**
   * Whether `changes` is all the page needs: false when the user missed more than a stream replays (a
   * long absence, an offer that matched hundreds), or an edit of a matched profile, offer or club that
   * changed no score. Such an edit's update names matchings as they are now, so the stream does not
   * rebuild it from an old event: the page fetches its lists anew instead, as after a long absence.
   */
  complete: boolean;
  /** The last event looked at: everything up to it is replayed or, when not complete, fetched anew. */
  scannedTo: LogPosition | null;
}

/**
 * What the client missed since `after`, read from the events table (the outbox in every mode) over the
 * part of the log that can no longer change (`COMMITTED`), and only the user's own.
 *
 * The profile edits that count are the ones the live hub hands to this user (see `profileChanges` in
 * live-hub.ts): a person's edit reaches the clubs of the offers it matches and the person itself, an
 * offer's edit its club and the persons it matches, a club's edit the persons its offers match.
 */
export async function missedSince(
  ctx: AppRouterContext,
  after: LogPosition,
  audience: Audience,
): Promise<Missed> {
  const column = COLUMN[audience.field];
  const result = await ctx.deps.db.raw(
    `with scanned as (
       select tx_id, id, type, aggregate_id, payload from events
        where type in ('matching.changed', 'person.updated', 'job.updated', 'club.updated')
          and ${AFTER} and ${COMMITTED}
        order by tx_id, id
        limit ?
     ), matched as (
       select person_id::text, job_id::text, club_id::text from matchings where ${column} = ?::uuid
     ), summary as (
       select (select count(*)::int from scanned) as scanned,
              last.tx_id as "lastTx", last.id as "lastId",
              exists (
                select 1 from scanned s
                 where (s.type = 'person.updated' and s.aggregate_id in (select person_id from matched))
                    or (s.type = 'job.updated' and s.aggregate_id in (select job_id from matched))
                    or (s.type = 'club.updated' and ? and s.aggregate_id in (select club_id from matched))
              ) as edited
         from (select null) one
         left join lateral (select tx_id, id from scanned order by tx_id desc, id desc limit 1) last on true
     )
     select n.scanned, n."lastTx", n."lastId", n.edited, s.tx_id as "txId", s.id, s.payload
       from summary n
       left join lateral (
         select * from scanned
          where type = 'matching.changed' and payload->>? = ?
          order by tx_id, id
          limit ?
       ) s on true`,
    [
      after.txId,
      after.offset,
      RESUME_SCAN,
      // An id that names no row: a user without a profile has no matchings.
      audience.id ?? '00000000-0000-0000-0000-000000000000',
      // A club hears of its own edits from its own page, not from the stream (as live).
      audience.field === 'personId',
      audience.field,
      audience.id ?? '',
      RESUME_LIMIT + 1,
    ],
  );
  type Row = {
    scanned: number;
    lastTx: string | null;
    lastId: string | number | null;
    edited: boolean;
    txId: string | null;
    id: string | number | null;
    payload: unknown;
  };
  const rows = (result as { rows: Row[] }).rows;
  const first = rows[0];
  const mine = rows.filter((r) => r.id !== null);
  const complete =
    (first?.scanned ?? 0) < RESUME_SCAN && mine.length <= RESUME_LIMIT && first?.edited !== true;
  const changes = mine.slice(0, RESUME_LIMIT).map((r) =>
    toMatchingChange({
      position: formatPosition({ txId: String(r.txId), offset: String(r.id) }),
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    }),
  );
  const scannedTo =
    first?.lastTx != null && first.lastId != null
      ? { txId: String(first.lastTx), offset: String(first.lastId) }
      : null;
  return { changes, complete, scannedTo };
}
