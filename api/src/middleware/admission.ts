import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';

/**
 * At most `limit` API requests at work at once; the others wait for a place in the order they came.
 *
 * The embedded database runs one statement at a time and serves waiting statements in order. Without a
 * limit, each statement of a request queues behind a statement of every other open request, so a request
 * of nine statements (a login: rate limits, account, session) waited nine times as long as a search of
 * one: under 64 busy clients a sign-in took 53 s at the median while searches took 1.5 s. Admitted in
 * order, a request waits its turn once and then competes with only a few others.
 *
 * A place is held until the handlers return, not until the answer is sent: Koa writes the body after the
 * chain. So the live stream (api/manage/live) queues for its opening work (its audience, where to resume,
 * a scan of the log) like any request, and frees its place once the stream is set up, while the stream
 * itself stays open for as long as the page does.
 */
export function admission(limit: number): Middleware<AppState, AppContext> {
  let working = 0;
  const waiting: (() => void)[] = [];
  const enter = (): Promise<void> => {
    if (working < limit) {
      working += 1;
      return Promise.resolve();
    }
    return new Promise<void>((admit) => waiting.push(admit));
  };
  // The place goes straight to the longest waiting request; only an empty queue frees it.
  const leave = () => {
    const following = waiting.shift();
    if (following) following();
    else working -= 1;
  };
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    await enter();
    // A login spends most of its time hashing on another thread: its place serves the queue meanwhile,
    // and it queues again for the statements that follow.
    ctx.state.makeWay = async (work) => {
      leave();
      try {
        return await work();
      } finally {
        await enter();
      }
    };
    try {
      await next();
    } finally {
      leave();
    }
  };
}
