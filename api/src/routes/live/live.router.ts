import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { sessionToken } from '../../auth/session-cookie';
import { findSessionAccount } from '../../auth/sessions';
import {
  AFTER,
  COMMITTED,
  comparePositions,
  formatPosition,
  isEventOffset,
  type LogPosition,
  parsePosition,
} from '@anpfiff/core/events/outbox/event-reader';
import { type MatchingChange, toMatchingChange } from '../../live/live-hub';

const HEARTBEAT_MS = 15_000;
/** Matching changes of the log looked through on a resume, and of the user's sent at most. */
const RESUME_SCAN = 20_000;
const RESUME_LIMIT = 500;

interface Audience {
  /** The payload field that names the user's side of a matching, and its id. */
  field: 'clubId' | 'personId';
  id: string | undefined;
}

/** Which changes concern the signed-in user: their person's, or their club's offers'. */
async function audienceOf(ctx: AppRouterContext): Promise<Audience> {
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
async function resumePosition(ctx: AppRouterContext, lastEventId: string): Promise<LogPosition | null> {
  const position = parsePosition(lastEventId);
  if (position || !isEventOffset(lastEventId)) return position;
  const row = (await ctx.deps.db('events').where('id', lastEventId).first('txId')) as
    { txId: string } | undefined;
  return row ? { txId: String(row.txId), offset: lastEventId } : null;
}

/**
 * What the client missed since `after`, read from the events table (the outbox in every mode), in the
 * log's walking order and only the user's own. `complete` is false when that is more than a stream should
 * replay (a long absence, or a change of an offer that matched hundreds): the client then fetches its
 * lists anew instead.
 */
async function missedSince(
  ctx: AppRouterContext,
  after: LogPosition,
  audience: Audience,
): Promise<{ changes: MatchingChange[]; complete: boolean }> {
  const result = await ctx.deps.db.raw(
    `with scanned as (
       select tx_id, id, payload from events
        where type = 'matching.changed' and ${AFTER} and ${COMMITTED}
        order by tx_id, id
        limit ?
     )
     select n.scanned, s.tx_id as "txId", s.id, s.payload
       from (select count(*)::int as scanned from scanned) n
       left join lateral (
         select * from scanned where payload->>? = ? order by tx_id, id limit ?
       ) s on true`,
    [after.txId, after.offset, RESUME_SCAN, audience.field, audience.id ?? '', RESUME_LIMIT + 1],
  );
  type Row = { scanned: number; txId: string | null; id: string | number | null; payload: unknown };
  const rows = (result as { rows: Row[] }).rows;
  const mine = rows.filter((r) => r.id !== null);
  const complete = (rows[0]?.scanned ?? 0) < RESUME_SCAN && mine.length <= RESUME_LIMIT;
  const changes = mine.slice(0, RESUME_LIMIT).map((r) =>
    toMatchingChange({
      position: formatPosition({ txId: String(r.txId), offset: String(r.id) }),
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    }),
  );
  return { changes, complete };
}

/**
 * Whether the session the stream was opened with still stands for its account: a logout, a password
 * change (which ends every other session), a lock or a deleted account end it. A failed look-up counts as
 * ended; the browser reconnects and is checked anew.
 */
async function sessionLasts(ctx: AppRouterContext, accountId: string): Promise<boolean> {
  const token = sessionToken(ctx);
  if (!token) return false;
  try {
    return (await findSessionAccount(ctx.deps.db, token))?.id === accountId;
  } catch {
    return false;
  }
}

const frame = (c: MatchingChange) =>
  `id: ${c.position}\nevent: matching\ndata: ${JSON.stringify({ jobId: c.jobId, personId: c.personId, change: c.change })}\n\n`;

/**
 * `GET api/manage/live`: Server-Sent Events announcing new, changed and removed matchings of the signed-in
 * person or club, with heartbeats, resumable with `Last-Event-ID`.
 */
export function liveRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/manage/live', authorize('person', 'club'), async (ctx) => {
    const hub = ctx.deps.live;
    if (!hub) {
      ctx.status = 503;
      ctx.body = { message: 'Live-Aktualisierungen sind gerade nicht verfügbar.' };
      return;
    }
    const audience = await audienceOf(ctx);
    const concerns = (c: MatchingChange) => audience.id !== undefined && c[audience.field] === audience.id;
    const stream = new PassThrough();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    ctx.status = 200;
    ctx.body = stream;

    // Changes that arrive while the missed ones are read are held back, then sent once, in the log's order.
    // One event may concern several of this user's matchings (a person matching two of a club's offers).
    const lastEventId = ctx.get('Last-Event-ID');
    const resumeFrom = lastEventId ? await resumePosition(ctx, lastEventId) : null;
    let lastSent: LogPosition = resumeFrom ?? { txId: '0', offset: '0' };
    let sentOfLast = new Set<string>();
    const pending: MatchingChange[] = [];
    let resumed = false;
    let open = true;
    const send = (c: MatchingChange) => {
      if (!open) return;
      const key = `${c.jobId}:${c.personId}`;
      const position = parsePosition(c.position);
      if (!position) return;
      const order = comparePositions(position, lastSent);
      if (order < 0 || (order === 0 && sentOfLast.has(key))) return;
      if (order > 0) sentOfLast = new Set();
      lastSent = position;
      sentOfLast.add(key);
      stream.write(frame(c));
    };
    // The session is checked when the stream opens and again at every heartbeat: one that has ended
    // since (logout, password change) gets nothing more.
    const accountId = signedIn(ctx).id;
    const heartbeat = setInterval(() => {
      void sessionLasts(ctx, accountId).then((lasts) => {
        if (!open) return;
        if (lasts) stream.write(': ping\n\n');
        else close();
      });
    }, HEARTBEAT_MS);
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unlisten();
      stream.end();
    };
    ctx.req.on('close', close);
    // A hub that stops (the server shuts down) ends the stream rather than wait for the client to leave.
    const unlisten = hub.listen((c) => {
      if (!concerns(c)) return;
      if (resumed) send(c);
      else pending.push(c);
    }, close);

    if (!open) return;
    stream.write('retry: 3000\n\n');
    if (lastEventId) {
      const missed = resumeFrom ? await missedSince(ctx, resumeFrom, audience) : null;
      for (const c of missed?.changes ?? []) send(c);
      // Too much missed, or an id the log does not know: the page fetches its lists again.
      if (!missed?.complete && open) stream.write('event: resync\ndata: {}\n\n');
    }
    resumed = true;
    for (const c of pending) send(c);
  });

  return router;
}
