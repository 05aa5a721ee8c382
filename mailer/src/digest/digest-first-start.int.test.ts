import { randomUUID } from 'node:crypto';
import { appendEvents } from '@anpfiff/core/events/append-event';
import type { Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
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

/** Events of another type, the bulk of a real log: the digest group must not walk through them all. */
async function otherEvents(t: TestDatabase, count: number): Promise<void> {
  await t.db.transaction((trx) =>
    appendEvents(
      trx,
      Array.from({ length: count }, () => ({
        type: 'matching.changed' as const,
        aggregateId: randomUUID(),
        country: 'CH' as const,
        version: 1,
        payload: {},
      })),
    ),
  );
}

describe.each(testDatabaseKinds())('the digest group on its first start on %s', (kind) => {
  let t: TestDatabase;
  let log: PgEventLog;
  let subscription: Subscription | undefined;
  let trigger: bigint;
  const consumer = digestConsumer();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  const head = async () =>
    String(((await t.db('events').max({ id: 'id' })) as { id: string | number }[])[0]?.id);
  const settled = async () => {
    const last = await head();
    await expect
      .poll(async () => (await log.lag()).find((l) => l.group === DIGEST_GROUP)?.offset, { timeout: 30_000 })
      .toBe(last);
  };
  const start = async () => {
    if (!consumer) throw new Error('no digest consumer');
    subscription = await log.subscribe(consumer);
    const checkpoint = await log.checkpoint(DIGEST_GROUP);
    return BigInt(checkpoint?.offset ?? '0');
  };

  it('runs a digest triggered by hand before the group ever ran, starting at that trigger', async () => {
    const fc = await addClub(t.db, { email: 'fc@example.ch', name: 'FC Frühstart' });
    const lea = await addPerson(t.db, { email: 'lea@example.ch', firstName: 'Lea' });
    const job = await addJob(t.db, fc.clubId);
    const createdAt = new Date(Date.now() - 3_600_000);
    await addMatching(t.db, { jobId: job.jobId, personId: lea.personId, clubId: fc.clubId, createdAt });

    await otherEvents(t, 3_000);
    // `npm run mail -- digest` on a fresh installation, before the mailer service first started.
    expect((await triggerWeeklyDigest(t.db, new Date(), TZ)).appended).toBe(true);
    trigger = BigInt(await head());
    await otherEvents(t, 50);

    // Just before the trigger, not at the start of the log: the events before it are not read.
    expect(await start()).toBeGreaterThanOrEqual(trigger - 1n);
    await settled();
    expect((await queuedDigests(t.db)).map((m) => m.to).sort()).toEqual(['fc@example.ch', 'lea@example.ch']);
  });

  it('starts at the end of the log when no trigger waits, and sends no handled week again', async () => {
    await subscription?.stop();
    subscription = undefined;
    // As if the group were new: its checkpoint gone, the week's digest long sent.
    await t.db('event_consumers').where({ groupName: DIGEST_GROUP }).delete();
    await otherEvents(t, 20);
    // At the end, so past the handled trigger; on a shared server the end may lag the newest events while
    // another database's transaction is open.
    const started = await start();
    expect(started).toBeGreaterThanOrEqual(trigger);
    expect(started).toBeLessThanOrEqual(BigInt(await head()));
    await settled();
    expect(await queuedDigests(t.db)).toHaveLength(2);
  });
});
