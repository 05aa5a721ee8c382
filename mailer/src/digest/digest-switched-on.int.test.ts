import { updateNotificationSettings } from '@anpfiff/api/commands/update-account-settings';
import { unsubscribeWeeklyUpdate } from '@anpfiff/api/routes/unsubscribe/unsubscribe-weekly-update';
import type { EventHandler } from '@anpfiff/core/events/event-log';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP } from '../mailer-consumers';
import {
  addClub,
  addJob,
  addMatching,
  addPerson,
  daysAgo,
  queuedDigests,
  triggerAt,
  digestConsumer,
} from '../testing/digest-fixtures';

const TZ = 'Europe/Zurich';

// Four weekly triggers; the last one is this week's, after the switches below happen (now).
const A = daysAgo(21);
const B = daysAgo(14);
const C = daysAgo(7);
const after = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

describe.each(testDatabaseKinds())('the first digest after switching the weekly mail on, on %s', (kind) => {
  let t: TestDatabase;
  let handle: EventHandler;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const consumer = digestConsumer();
    handle = consumer.handler;
  });
  afterAll(() => t?.close());

  // Each week's digests went out before the switches that follow: switching off drops only a waiting one.
  // Marked sent by hand, not by a sender, so that their rows keep what the test reads from them.
  const digestAt = async (at: Date) => {
    await handle(await triggerAt(t.db, at, TZ), { db: t.db, group: DIGEST_GROUP, attempt: 1 });
    await t.db('mail_outbox').whereNull('sentAt').update({ sentAt: t.db.fn.now() });
  };

  it('covers the week before it, never the weeks the mail was off, and loses nothing of this week', async () => {
    const fc = await addClub(t.db, { email: 'fc@example.ch', name: 'FC Schalter' });
    const person = (email: string, firstName: string, weekly = true) =>
      addPerson(t.db, { email, firstName, weekly });
    // Lea unsubscribes after her first digest and switches the mail on again this week.
    const lea = await person('lea@example.ch', 'Lea');
    // Ben, registered months ago, never had it on and switches it on this week.
    const ben = await person('ben@example.ch', 'Ben', false);
    // Zoe switches it off and on again this week, after a matching of this week came.
    const zoe = await person('zoe@example.ch', 'Zoe');
    // Max saves his settings with the mail on, as it was.
    const max = await person('max@example.ch', 'Max');
    const made = new Map<string, string>();
    const match = async (p: typeof lea, createdAt: Date, name: string) => {
      const job = await addJob(t.db, fc.clubId);
      await addMatching(t.db, { jobId: job.jobId, personId: p.personId, clubId: fc.clubId, createdAt });
      made.set(name, job.slug);
    };
    await match(lea, after(A, -1), 'lea before A');
    await match(lea, after(B, 1), 'lea while off');
    await match(lea, after(C, 1), 'lea this week');
    await match(ben, after(B, 1), 'ben weeks ago');
    await match(ben, after(C, 1), 'ben this week');
    await match(zoe, after(A, -1), 'zoe before A');
    await match(zoe, after(C, 1), 'zoe this week');
    await match(max, after(B, 1), 'max last week');
    await match(max, after(C, 1), 'max this week');

    await digestAt(A);
    expect(await unsubscribeWeeklyUpdate(t.db, lea.accountId)).toBe('unsubscribed');
    await digestAt(B);
    await digestAt(C);
    await updateNotificationSettings(t.db, lea.accountId, true);
    await updateNotificationSettings(t.db, ben.accountId, true);
    await updateNotificationSettings(t.db, zoe.accountId, false);
    await updateNotificationSettings(t.db, zoe.accountId, true);
    await updateNotificationSettings(t.db, max.accountId, true);
    await digestAt(new Date());

    const mails = await queuedDigests(t.db);
    const of = (to: string) =>
      mails.filter((m) => m.to === to).map((m) => ({ slugs: m.slugs, first: m.first }));
    const slug = (name: string) => made.get(name) as string;
    expect(of('lea@example.ch')).toEqual([
      { slugs: [slug('lea before A')], first: true },
      { slugs: [slug('lea this week')], first: true },
    ]);
    expect(of('ben@example.ch')).toEqual([{ slugs: [slug('ben this week')], first: true }]);
    expect(of('zoe@example.ch')).toEqual([
      { slugs: [slug('zoe before A')], first: true },
      { slugs: [slug('zoe this week')], first: true },
    ]);
    expect(of('max@example.ch')).toEqual([
      { slugs: [slug('max last week')], first: true },
      { slugs: [slug('max this week')], first: false },
    ]);
  });

  it('records when the mail was switched on, with the setting and its event, and keeps it when saved on', async () => {
    const lea = await addPerson(t.db, { email: 'lea2@example.ch', firstName: 'Lea', weekly: false });
    const switchedOn = async () =>
      (
        (await t.db('accounts').where({ id: lea.accountId }).first('weeklyMailSwitchedOnAt')) as {
          weeklyMailSwitchedOnAt: Date | null;
        }
      ).weeklyMailSwitchedOnAt;
    const events = () =>
      t.db('events').where({ type: 'account.updated', aggregateId: lea.accountId }).pluck('version');
    expect(await switchedOn()).toBeNull();

    await updateNotificationSettings(t.db, lea.accountId, true);
    const first = await switchedOn();
    expect(first).not.toBeNull();
    await updateNotificationSettings(t.db, lea.accountId, true);
    expect(await switchedOn()).toEqual(first);
    await updateNotificationSettings(t.db, lea.accountId, false);
    expect(await switchedOn()).toEqual(first);
    await updateNotificationSettings(t.db, lea.accountId, true);
    expect((await switchedOn())?.getTime()).toBeGreaterThan((first as Date).getTime());
    expect(await events()).toHaveLength(4);
  });
});
