import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { createPgEventLog, type PgEventLog } from '../pg/pg-event-log';
import { appendCommitted, clubUpdated, recorder, waitFor } from '../testing/event-log-testing';
import { ensureGroup, resetCheckpoint } from './checkpoint-store';
import { park, requestRedrive } from './dead-letter-store';
import { LOG_START } from './event-reader';
import { openLogSession } from './log-session';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fallback poll for missed notifications: one look per process, waking consumers only on a change. */
describe.each(testDatabaseKinds())('the shared fallback poll on %s', (kind) => {
  let t: TestDatabase;
  // Deaf to notifications: every wake-up below can only come from the poll.
  let log: PgEventLog;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db, { listen: false, pollIntervalMs: 25 });
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });

  it('wakes its watchers when events, a replay or a redrive request could give them work, and only then', async () => {
    await ensureGroup(t.db, 'watched', 'beginning');
    const session = await openLogSession(t.db, { listen: false });
    let wakes = 0;
    session.onNotify(() => (wakes += 1));
    const unwatch = session.watch(20);
    try {
      await waitFor('the first look', () => wakes === 1);
      await pause(300);
      expect(wakes).toBe(1);

      const [offset] = await appendCommitted(log, t.db, [clubUpdated('watch-1', 1)]);
      await waitFor('a wake-up for the event', () => wakes === 2);
      await resetCheckpoint(t.db, 'watched', LOG_START);
      await waitFor('a wake-up for the replay', () => wakes === 3);
      // A parked letter is nobody's work until an operator asks for it again.
      await park(t.db, 'watched', offset ?? '', 3, 'kaputt');
      await pause(300);
      expect(wakes).toBe(3);
      expect(await requestRedrive(t.db, { group: 'watched' })).toBe(1);
      await waitFor('a wake-up for the redrive', () => wakes === 4);

      unwatch();
      await appendCommitted(log, t.db, [clubUpdated('watch-2', 1)]);
      await pause(300);
      expect(wakes).toBe(4);
    } finally {
      unwatch();
      await session.close();
    }
  });

  it('lets idle groups wait without reading the log each, and delivers to all of them once it moves', async () => {
    const groups = ['idle-a', 'idle-b', 'idle-c'].map((group) => ({ group, ...recorder() }));
    const subscriptions = await Promise.all(
      groups.map(({ group, handler }) => log.subscribe({ group, handler, startAt: 'end' })),
    );
    try {
      // Past the first reads, and past a member's quick second looks after a wake-up.
      await pause(1_500);
      const reads: string[] = [];
      const looks: string[] = [];
      const count = (query: { sql: string }) => {
        if (query.sql.includes('event_consumers c') || query.sql.startsWith('with c as'))
          reads.push(query.sql);
        if (query.sql.includes('as redrives')) looks.push(query.sql);
      };
      t.db.on('query', count);
      await pause(1_000);
      t.db.off('query', count);
      expect(looks.length).toBeGreaterThan(0);
      expect(reads).toEqual([]);

      await appendCommitted(log, t.db, [clubUpdated('idle-wake', 1)]);
      await waitFor('every group', () => groups.every(({ seen }) => seen.length === 1));
    } finally {
      await Promise.all(subscriptions.map((s) => s.stop()));
    }
  });
});
