import type { EventHandler, StoredEvent } from '@anpfiff/core/events/event-log';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_GROUP } from '../mailer-consumers';
import {
  addClub,
  addJob,
  addMatching,
  addPerson,
  queuedDigests,
  triggerAt,
  digestConsumer,
} from '../testing/digest-fixtures';
import { isoWeek } from './iso-week';

const TZ = 'Europe/Zurich';
const at = (iso: string) => new Date(iso);
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

// Monday 07:00 in Zurich, four weeks running: summer time, then the autumn change (Sunday 25 October
// 2026) makes the second week 7 days and 1 hour long; the third trigger runs 2 ½ hours late, the fourth
// on time again.
const A = at('2026-10-19T05:00:00Z');
const B = at('2026-10-26T06:00:00Z');
const C = at('2026-11-02T09:30:00Z');
const D = at('2026-11-09T06:00:00Z');

describe.each(testDatabaseKinds())('the windows of consecutive digests on %s', (kind) => {
  let t: TestDatabase;
  let handle: EventHandler;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const consumer = digestConsumer();
    handle = consumer.handler;
  });
  afterAll(() => t?.close());

  const run = (event: StoredEvent) => handle(event, { db: t.db, group: DIGEST_GROUP, attempt: 1 });

  it('mails every matching exactly once across a clock change and a late trigger', async () => {
    const registered = at('2026-09-01T10:00:00Z');
    const fc = await addClub(t.db, { email: 'fc@example.ch', name: 'FC Fenster', createdAt: registered });
    const person = (email: string, firstName: string) =>
      addPerson(t.db, { email, firstName, createdAt: registered });
    // Lea has something new every week, so each of her digests follows one before it.
    const lea = await person('lea@example.ch', 'Lea');
    // Zoe's first matching comes half an hour after the summer-time trigger, Ina's two hours after the
    // trigger before the late one: in the hours a window of 7 × 24 h before the next trigger misses.
    const zoe = await person('zoe@example.ch', 'Zoe');
    const ina = await person('ina@example.ch', 'Ina');
    const made = new Map<string, string[]>();
    const match = async (p: typeof lea, createdAt: Date) => {
      const job = await addJob(t.db, fc.clubId);
      await addMatching(t.db, { jobId: job.jobId, personId: p.personId, clubId: fc.clubId, createdAt });
      made.set(p.slug, [...(made.get(p.slug) ?? []), job.slug]);
    };
    await match(lea, minutes(A, -60));
    await match(lea, minutes(A, 30));
    await match(zoe, minutes(A, 30));
    await match(lea, minutes(B, 120));
    await match(ina, minutes(B, 120));
    await match(lea, minutes(C, 60));
    await match(lea, minutes(D, -1));

    const weeks: string[] = [];
    for (const trigger of [A, B, C, D]) {
      const event = await triggerAt(t.db, trigger, TZ);
      weeks.push(event.aggregateId);
      await run(event);
    }
    expect(weeks).toEqual(['2026-W43', '2026-W44', '2026-W45', '2026-W46']);
    expect(weeks).toEqual([A, B, C, D].map((d) => isoWeek(d, TZ)));

    const mails = await queuedDigests(t.db);
    const listed = (to: string) => mails.filter((m) => m.to === to).map((m) => m.slugs.sort());
    const jobsOf = (p: typeof lea) => made.get(p.slug) ?? [];
    // One digest a week for Lea, each with exactly that week's matchings.
    const [l1, l2, l3, l4, l5] = jobsOf(lea);
    expect(listed('lea@example.ch')).toEqual([[l1], [l2], [l3], [l4, l5].sort()]);
    expect(listed('zoe@example.ch')).toEqual([jobsOf(zoe)]);
    expect(listed('ina@example.ch')).toEqual([jobsOf(ina)]);
    // The club hears of each person once per matching, never twice.
    const clubSlugs = mails.filter((m) => m.to === 'fc@example.ch').flatMap((m) => m.slugs);
    const expected = [...made.entries()].flatMap(([slug, jobs]) => jobs.map(() => slug));
    expect(clubSlugs.sort()).toEqual(expected.sort());
  });
});
