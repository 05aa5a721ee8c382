import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import type { Subscription } from '@anpfiff/core/events/event-log';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP } from '../mailer-consumers';
import {
  addClub,
  addJob,
  addMatching,
  addPerson,
  queuedDigests,
  digestConsumer,
} from '../testing/digest-fixtures';
import { triggerWeeklyDigest } from './trigger-digest';

const TZ = 'Europe/Zurich';

describe.each(testDatabaseKinds())('a replayed digest trigger on %s', (kind) => {
  let t: TestDatabase;
  let log: PgEventLog;
  let subscription: Subscription;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
    const consumer = digestConsumer();
    subscription = await log.subscribe(consumer);
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  /** Waits until the digest group has handled the newest event. */
  const settled = async () => {
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await expect
      .poll(async () => (await log.lag()).find((l) => l.group === DIGEST_GROUP)?.offset, { timeout: 30_000 })
      .toBe(String(head?.id));
  };

  it('sends nothing its original run did not, however the accounts changed since', async () => {
    const fc = await addClub(t.db, { email: 'fc@example.ch', name: 'FC Wiederholung' });
    const lea = await addPerson(t.db, { email: 'lea@example.ch', firstName: 'Lea' });
    // Tom wants no weekly mail when the trigger runs, and turns it on afterwards.
    const tom = await addPerson(t.db, { email: 'tom@example.ch', firstName: 'Tom', weekly: false });
    for (const p of [lea, tom]) {
      const job = await addJob(t.db, fc.clubId);
      const createdAt = new Date(Date.now() - 3_600_000);
      await addMatching(t.db, { jobId: job.jobId, personId: p.personId, clubId: fc.clubId, createdAt });
    }

    const trigger = await triggerWeeklyDigest(t.db, new Date(), TZ);
    expect(trigger.appended).toBe(true);
    await settled();
    const sent = await queuedDigests(t.db);
    expect(sent.map((m) => m.to).sort()).toEqual(['fc@example.ch', 'lea@example.ch']);

    await t.db('accounts').where({ id: tom.accountId }).update({ weeklyJobUpdate: true });
    const [event] = (await t.db('events').where({ type: 'digest.weekly-triggered' }).pluck('id')) as string[];
    for (let i = 0; i < 2; i += 1) {
      expect((await log.replay(DIGEST_GROUP, { offset: String(event) })).events).toBeGreaterThanOrEqual(1);
      await settled();
    }
    expect(await queuedDigests(t.db)).toEqual(sent);
    expect(
      Number((await t.db('mail_deliveries').where({ accountId: tom.accountId }).count({ n: '*' }))[0]?.n),
    ).toBe(0);
  });
});
