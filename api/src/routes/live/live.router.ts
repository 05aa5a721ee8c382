import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { sessionToken } from '../../auth/session-cookie';
import { findSessionAccount } from '../../auth/sessions';
import { type MatchingChange, toMatchingChange } from '../../live/live-hub';

const HEARTBEAT_MS = 15_000;
const RESUME_LIMIT = 500;

/** Which changes concern the signed-in user: their person's, or their club's offers'. */
async function audience(ctx: AppRouterContext): Promise<(c: MatchingChange) => boolean> {
  const accountId = signedIn(ctx).id;
  const club = (await ctx.deps.db('clubs').where({ accountId }).first('id')) as { id: string } | undefined;
  if (club) return (c) => c.clubId === club.id;
  const person = (await ctx.deps.db('persons').where({ accountId }).first('id')) as
    { id: string } | undefined;
  return (c) => c.personId === person?.id;
}

/** What the client missed since `Last-Event-ID`, read from the events table (the outbox in every mode). */
async function missedSince(ctx: AppRouterContext, lastEventId: string): Promise<MatchingChange[]> {
  if (!/^\d{1,19}$/.test(lastEventId)) return [];
  const rows = (await ctx.deps
    .db('events')
    .where('type', 'matching.changed')
    .where('id', '>', lastEventId)
    .orderBy('id')
    .limit(RESUME_LIMIT)
    .select('id', 'payload')) as { id: string | number; payload: Record<string, unknown> }[];
  return rows.map((r) => toMatchingChange({ offset: String(r.id), payload: r.payload }));
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
  `id: ${c.offset}\nevent: matching\ndata: ${JSON.stringify({ jobId: c.jobId, personId: c.personId, change: c.change })}\n\n`;

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
    const concerns = await audience(ctx);
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

    // Changes that arrive while the missed ones are read are held back, then sent once, in order. One
    // event may concern several of this user's matchings (a person matching two of a club's offers).
    let lastSent = ctx.get('Last-Event-ID') || '0';
    let sentOfLast = new Set<string>();
    const pending: MatchingChange[] = [];
    let resumed = false;
    const send = (c: MatchingChange) => {
      const key = `${c.jobId}:${c.personId}`;
      const offset = BigInt(c.offset);
      if (offset < BigInt(lastSent) || (offset === BigInt(lastSent) && sentOfLast.has(key))) return;
      if (offset !== BigInt(lastSent)) sentOfLast = new Set();
      lastSent = c.offset;
      sentOfLast.add(key);
      stream.write(frame(c));
    };
    const unlisten = hub.listen((c) => {
      if (!concerns(c)) return;
      if (resumed) send(c);
      else pending.push(c);
    });
    // The session is checked when the stream opens and again at every heartbeat: one that has ended
    // since (logout, password change) gets nothing more.
    const accountId = signedIn(ctx).id;
    let open = true;
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

    stream.write('retry: 3000\n\n');
    if (ctx.get('Last-Event-ID')) for (const c of await missedSince(ctx, lastSent)) if (concerns(c)) send(c);
    resumed = true;
    for (const c of pending) send(c);
  });

  return router;
}
