import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { AppContext, AppRouterContext, AppState } from '../../app-types';
import { authorize, signedIn } from '../../auth/authorize';
import { sessionToken } from '../../auth/session-cookie';
import { findSessionAccount } from '../../auth/sessions';
import { HttpError, MESSAGES } from '../../errors';
import {
  comparePositions,
  formatPosition,
  type LogPosition,
  parsePosition,
} from '@anpfiff/core/events/outbox/event-reader';
import type { MatchingChange } from '../../live/live-hub';
import { audienceOf, missedSince, resumePosition } from './live-resume';
import { streamCap } from './stream-cap';

const HEARTBEAT_MS = 15_000;

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
 *
 * The handler returns once the stream is set up, and Koa sends the body only after that: the opening work
 * (audience, resume position, resume scan) runs under admission like any request, and the held stream
 * takes no place there. A few streams per account at most, and a few dozen opened a minute (see
 * stream-cap.ts); further ones get a 429.
 */
export function liveRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const cap = streamCap();

  router.get('/manage/live', authorize('person', 'club'), async (ctx) => {
    const hub = ctx.deps.live;
    if (!hub) {
      ctx.status = 503;
      ctx.body = { message: 'Live-Aktualisierungen sind gerade nicht verfügbar.' };
      return;
    }
    const accountId = signedIn(ctx).id;
    const release = cap.take(accountId);
    // An EventSource does not reconnect after an error status, so a tab over the cap stays quiet.
    if (!release) throw new HttpError(429, MESSAGES[429]);

    const stream = new PassThrough();
    let open = true;
    let heartbeat: NodeJS.Timeout | undefined;
    let unlisten: (() => void) | undefined;
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unlisten?.();
      stream.end();
      release();
    };
    // Listened to first: a client that left while the request waited for admission, or leaves during the
    // opening work, frees its place and is given no listener or heartbeat.
    ctx.req.on('close', close);
    if (ctx.req.destroyed) close();

    try {
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      ctx.status = 200;
      ctx.body = stream;
      const audience = await audienceOf(ctx);
      const concerns = (c: MatchingChange) => audience.id !== undefined && c[audience.field] === audience.id;
      const lastEventId = ctx.get('Last-Event-ID');
      const resumeFrom = lastEventId ? await resumePosition(ctx, lastEventId) : null;
      if (!open) return;

      // Changes that arrive while the missed ones are read are held back, then sent once, in the log's
      // order. One event may concern several of this user's matchings (a person matching two of a club's
      // offers). `sentOfLast` null: everything at `lastSent` is covered (a resync told the page to fetch).
      let lastSent: LogPosition = resumeFrom ?? { txId: '0', offset: '0' };
      let sentOfLast: Set<string> | null = new Set<string>();
      const pending: MatchingChange[] = [];
      let resumed = false;
      const send = (c: MatchingChange) => {
        if (!open) return;
        const key = `${c.jobId}:${c.personId}`;
        const position = parsePosition(c.position);
        if (!position) return;
        const order = comparePositions(position, lastSent);
        if (order < 0 || (order === 0 && (sentOfLast === null || sentOfLast.has(key)))) return;
        if (order > 0) sentOfLast = new Set();
        lastSent = position;
        sentOfLast?.add(key);
        stream.write(frame(c));
      };
      // The session is checked when the stream opens and again at every heartbeat: one that has ended
      // since (logout, password change) gets nothing more.
      heartbeat = setInterval(() => {
        void sessionLasts(ctx, accountId).then((lasts) => {
          if (!open) return;
          if (lasts) stream.write(': ping\n\n');
          else close();
        });
      }, HEARTBEAT_MS);
      // A hub that stops (the server shuts down) ends the stream rather than wait for the client to leave.
      unlisten = hub.listen((c) => {
        if (!concerns(c)) return;
        if (resumed) send(c);
        else pending.push(c);
      }, close);
      // Read in the same turn as the listener was added: this stream brings every change after it.
      const listeningFrom = hub.position();

      stream.write('retry: 3000\n\n');
      // A new stream starts with where it listens from, as its id and as a `ready` event. A browser that
      // reconnects before the first change came sends the id as its Last-Event-ID and is replayed what it
      // missed meanwhile; without it, it would have nothing to resume from. The page compares the position
      // with its lists' X-Live-Position (matchings.router.ts): a list read from before it may lack a change
      // this stream will not bring, and is fetched again.
      if (!lastEventId && listeningFrom) stream.write(`id: ${listeningFrom}\nevent: ready\ndata: {}\n\n`);
      if (lastEventId) {
        const missed = resumeFrom ? await missedSince(ctx, resumeFrom, audience) : null;
        for (const c of missed?.changes ?? []) send(c);
        // Too much missed, a profile edit to show, or an id the log does not know: the page fetches its
        // lists again. The resync carries the last position looked at, so a browser that reconnects once
        // more resumes after it instead of fetching again; the held-back changes it covers are skipped.
        if (open && !missed?.complete) {
          const to = missed?.scannedTo;
          if (to && comparePositions(to, lastSent) >= 0) {
            lastSent = to;
            sentOfLast = null;
            stream.write(`id: ${formatPosition(to)}\nevent: resync\ndata: {}\n\n`);
          } else stream.write('event: resync\ndata: {}\n\n');
        }
      }
      resumed = true;
      for (const c of pending) send(c);
    } catch (error) {
      close();
      throw error;
    }
  });

  return router;
}
