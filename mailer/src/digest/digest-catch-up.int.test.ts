import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP } from '../mailer-consumers';
import {
  addClub,
  addJob,
  addMatching,
  addPerson,
  digestConsumer,
  queuedDigests,
} from '../testing/digest-fixtures';
import { catchUpWeeklyDigest } from './catch-up-digest';
import { startDigestScheduler } from './digest-scheduler';
import { isoWeek } from './iso-week';
import { triggerWeeklyDigest } from './trigger-digest';

const TZ = 'Europe/Zurich';
const MONDAY_0700 = '0 7 * * 1';
// 2026-W03: Monday the 12th of January 2026, 07:00 in Zurich is 06:00 UTC.
const WEDNESDAY_W03 = new Date('2026-01-14T09:00:00Z');
const MONDAY_W04_BEFORE_TRIGGER = new Date('2026-01-19T05:30:00Z');

/** Some event of the platform at `at`: the platform ran then. */
async function eventAt(db: Knex, at: Date): Promise<void> {
  const offset = await db.transaction((trx) =>
    appendEvent(trx, {
      type: 'club.updated',
      aggregateId: '00000000-0000-4000-8000-000000000001',
      country: 'CH',
      version: 1,
      payload: {},
    }),
  );
  await db('events').where({ id: offset }).update({ occurredAt: at.toISOString() });
}

const triggers = async (db: Knex): Promise<string[]> =>
  (
    (await db('events').where({ type: 'digest.weekly-triggered' }).orderBy('id').select('aggregateId')) as {
      aggregateId: string;
    }[]
  ).map((r) => r.aggregateId);

describe.each(testDatabaseKinds())('making up a missed weekly trigger on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t?.close());

  it('makes up nothing on an installation that started after this week’s trigger time', async () => {
    await eventAt(t.db, new Date('2026-01-13T10:00:00Z'));
    expect(await catchUpWeeklyDigest(t.db, { cron: MONDAY_0700, timezone: TZ, now: WEDNESDAY_W03 })).toBe(
      null,
    );
    expect(await triggers(t.db)).toEqual([]);
  });

  it('appends the week’s trigger missed while the mailer was down, once however many mailers start', async () => {
    // The platform ran over the weekend, the mailer was down on Monday 07:00 and starts on Wednesday.
    await eventAt(t.db, new Date('2026-01-10T12:00:00Z'));
    const results = await Promise.all([
      catchUpWeeklyDigest(t.db, { cron: MONDAY_0700, timezone: TZ, now: WEDNESDAY_W03 }),
      catchUpWeeklyDigest(t.db, { cron: MONDAY_0700, timezone: TZ, now: WEDNESDAY_W03 }),
      catchUpWeeklyDigest(t.db, { cron: MONDAY_0700, timezone: TZ, now: WEDNESDAY_W03 }),
      // A trigger by hand (`npm run mail -- digest`) at the same time.
      triggerWeeklyDigest(t.db, WEDNESDAY_W03, TZ),
    ]);
    expect(results.map((r) => r?.week)).toEqual(['2026-W03', '2026-W03', '2026-W03', '2026-W03']);
    expect(results.filter((r) => r?.appended)).toHaveLength(1);
    // A restart later that week appends nothing.
    const later = new Date('2026-01-17T20:00:00Z');
    expect(await catchUpWeeklyDigest(t.db, { cron: MONDAY_0700, timezone: TZ, now: later })).toEqual({
      week: '2026-W03',
      appended: false,
    });
    expect(await triggers(t.db)).toEqual(['2026-W03']);
  });

  it('makes up nothing on a Monday before the trigger time: that day’s trigger covers the missed week', async () => {
    expect(
      await catchUpWeeklyDigest(t.db, { cron: MONDAY_0700, timezone: TZ, now: MONDAY_W04_BEFORE_TRIGGER }),
    ).toBe(null);
    expect(await triggers(t.db)).toEqual(['2026-W03']);
  });
});

describe.each(testDatabaseKinds())('a mailer starting after a missed trigger on %s', (kind) => {
  let t: TestDatabase;
  let log: PgEventLog;
  let subscription: Subscription | undefined;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  const settled = async () => {
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number }[];
    await expect
      .poll(async () => (await log.lag()).find((l) => l.group === DIGEST_GROUP)?.offset, { timeout: 30_000 })
      .toBe(String(head?.id));
  };

  it('sends that week’s digest on start, and a second start sends none', async () => {
    const fc = await addClub(t.db, { email: 'fc@example.ch', name: 'FC Verschlafen' });
    const lea = await addPerson(t.db, { email: 'lea@example.ch', firstName: 'Lea' });
    const job = await addJob(t.db, fc.clubId);
    await addMatching(t.db, {
      jobId: job.jobId,
      personId: lea.personId,
      clubId: fc.clubId,
      createdAt: new Date(Date.now() - 3_600_000),
    });
    await eventAt(t.db, new Date(Date.now() - 8 * 86_400_000));
    const lines: string[] = [];
    const logger = {
      info: (_: object, msg: string) => void lines.push(msg),
      error: (_: object, msg: string) => void lines.push(msg),
    };
    // Daily at midnight: this week's time has always passed (a week starts on Monday at midnight) and the
    // schedule does not fire during the test, so only the start can append the trigger.
    const start = async () => {
      const scheduler = startDigestScheduler({ db: t.db, cron: '0 0 * * *', timezone: TZ, logger });
      await scheduler.caughtUp;
      scheduler.stop();
    };
    await start();
    expect(lines).toContain('missed weekly digest triggered at start');
    expect(await triggers(t.db)).toEqual([isoWeek(new Date(), TZ)]);

    const consumer = digestConsumer();
    if (!consumer) throw new Error('no digest consumer');
    subscription = await log.subscribe(consumer);
    await settled();
    expect((await queuedDigests(t.db)).map((m) => m.to).sort()).toEqual(['fc@example.ch', 'lea@example.ch']);

    await start();
    await settled();
    expect(await triggers(t.db)).toEqual([isoWeek(new Date(), TZ)]);
    expect(await queuedDigests(t.db)).toHaveLength(2);
  });
});
