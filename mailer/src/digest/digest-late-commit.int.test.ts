import type { EventHandler } from '@anpfiff/core/events/event-log';
import { serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { applyMatchings } from '@anpfiff/matcher/apply-matchings';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP } from '../mailer-consumers';
import {
  addClub,
  addJob,
  addPerson,
  queuedDigests,
  triggerEvent,
  digestConsumer,
} from '../testing/digest-fixtures';
import { triggerWeeklyDigest } from './trigger-digest';

const TZ = 'Europe/Zurich';
const WEEK = 7 * 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a statement of this database waits for a lock now. */
async function someoneWaits(db: Knex): Promise<boolean> {
  const result = (await db.raw(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  )) as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) > 0;
}

/** Until `work` has finished or waits for a lock: whichever the code under test does. */
async function untilDoneOrWaiting(db: Knex, work: Promise<unknown>): Promise<void> {
  let done = false;
  void work.then(
    () => (done = true),
    () => (done = true),
  );
  const deadline = Date.now() + 10_000;
  while (!done && !(await someoneWaits(db))) {
    if (Date.now() > deadline) throw new Error('neither finished nor waiting');
    await sleep(20);
  }
}

describe.each(testDatabaseKinds())('matchings written while a digest is triggered, on %s', (kind) => {
  let t: TestDatabase;
  let handle: EventHandler;
  let weeks = 0;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const consumer = digestConsumer();
    handle = consumer.handler;
  });
  afterAll(() => t?.close());

  /** The next week's trigger, and its digest run as soon as the trigger is in. */
  const triggerAndRun = async () => {
    const { week } = await triggerWeeklyDigest(t.db, new Date(Date.now() + weeks++ * WEEK), TZ);
    await handle(await triggerEvent(t.db, week), { db: t.db, group: DIGEST_GROUP, attempt: 1 });
  };

  /** A person and a club's offer that the matcher is about to match. */
  const pair = async () => {
    const i = ++n;
    const fc = await addClub(t.db, { email: `fc${i}@example.ch`, name: `FC Spät ${i}` });
    const lea = await addPerson(t.db, { email: `lea${i}@example.ch`, firstName: 'Lea' });
    const job = await addJob(t.db, fc.clubId);
    const match = (db: Knex) =>
      applyMatchings(db, { personId: lea.personId }, [
        {
          jobId: job.jobId,
          personId: lea.personId,
          clubId: fc.clubId,
          country: 'CH',
          score: 80,
          distanceKm: 5,
          reasons: [],
        },
      ]);
    /** Each digest that named the matching: to the person, the offer; to the club, the person. */
    const mailed = async () =>
      (await queuedDigests(t.db))
        .filter((m) => m.to === `lea${i}@example.ch` || m.to === `fc${i}@example.ch`)
        .map((m) => [m.to, m.slugs])
        .sort();
    const once = [
      [`fc${i}@example.ch`, [lea.slug]],
      [`lea${i}@example.ch`, [job.slug]],
    ];
    return { match, mailed, once };
  };

  it('stamps a new matching when it is written, not when its transaction began', async () => {
    const { match } = await pair();
    const matcher = await t.db.transaction();
    try {
      const began = ((await matcher.raw('select now() as at')) as { rows: { at: Date }[] }).rows[0]?.at;
      await sleep(50);
      await match(matcher);
      const [row] = (await matcher('matchings')
        .orderBy('createdAt', 'desc')
        .limit(1)
        .select('createdAt')) as {
        createdAt: Date;
      }[];
      expect(new Date(row?.createdAt as Date).getTime()).toBeGreaterThan(
        new Date(began as Date).getTime() + 40,
      );
    } finally {
      await matcher.commit();
    }
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)(
    'mails exactly once a matching whose transaction was writing when the trigger came',
    async () => {
      const { match, mailed, once } = await pair();
      const matcher = await t.db.transaction();
      let digested: Promise<void> | undefined;
      try {
        await match(matcher);
        digested = triggerAndRun();
        // Settled below; unobserved until then a failure would count as unhandled.
        digested.catch(() => undefined);
        // The run reads while the matcher has not committed, unless the trigger waits for the matcher.
        await untilDoneOrWaiting(t.db, digested);
      } finally {
        await matcher.commit();
      }
      await digested;
      await triggerAndRun();
      expect(await mailed()).toEqual(once);
    },
  );

  serverOnlyIt(kind)(
    'mails exactly once a matching whose transaction began before the trigger and wrote after the run',
    async () => {
      const { match, mailed, once } = await pair();
      const matcher = await t.db.transaction();
      try {
        // The matcher's transaction has begun (its now() is fixed) but has written nothing yet.
        await matcher.raw('select 1');
        await sleep(20);
        await triggerAndRun();
        await match(matcher);
      } finally {
        await matcher.commit();
      }
      await triggerAndRun();
      expect(await mailed()).toEqual(once);
    },
  );
});
