import type { DomainEvent } from '@anpfiff/schemas/events/domain-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { appendCommitted, clubUpdated, recorder, waitFor } from '../testing/event-log-testing';
import { createPgEventLog, type PgEventLog } from './pg-event-log';

const jobUpdated = (aggregateId: string): DomainEvent => ({
  type: 'job.updated',
  aggregateId,
  country: 'CH',
  version: 1,
});

describe.each(testDatabaseKinds())('a group of some event types on %s', (kind) => {
  let t: TestDatabase;
  let log: PgEventLog;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db, { batchSize: 20 });
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });

  it('gets only its types, in order, and its checkpoint moves past the events of other types', async () => {
    const { seen, handler } = recorder();
    const subscription = await log.subscribe({ group: 'typed', handler, types: ['club.updated'] });
    try {
      // Many more events of another type than a batch, between, before and after the group's own.
      const others = (prefix: string, n: number) =>
        Array.from({ length: n }, (_, i) => jobUpdated(`${prefix}${i}`));
      const offsets = await appendCommitted(log, t.db, [
        ...others('a', 30),
        clubUpdated('first', 1),
        ...others('b', 450),
        clubUpdated('second', 1),
        ...others('c', 45),
      ]);
      await waitFor('both club events', () => seen.length >= 2);
      expect(seen.map((e) => e.aggregateId)).toEqual(['first', 'second']);
      await waitFor('the checkpoint at the newest event', async () => {
        return (await log.checkpoint('typed'))?.offset === offsets.at(-1);
      });
      expect(seen).toHaveLength(2);
    } finally {
      await subscription.stop();
    }
  });

  it('reading one event at a time, still looks past a thousand events of other types per read', async () => {
    // The weekly digest's group: one event a week, behind every matching the matcher writes.
    const { seen, handler } = recorder();
    let reads = 0;
    const countReads = (query: { sql: string }) => {
      if (query.sql.includes('event_consumers where group_name')) reads += 1;
    };
    t.db.on('query', countReads);
    const subscription = await log.subscribe({
      group: 'one-at-a-time',
      handler,
      types: ['club.updated'],
      batchSize: 1,
      startAt: 'end',
    });
    try {
      const others = Array.from({ length: 2_000 }, (_, i) => jobUpdated(`d${i}`));
      await appendCommitted(log, t.db, [...others, clubUpdated('weekly', 1)]);
      // Count from the commit on: the idle polls while the 2,001 appends run grow with the machine's
      // slowness (four a second) and say nothing about how far one read looks.
      reads = 0;
      await waitFor('the club event', () => seen.length >= 1);
      expect(seen.map((e) => e.aggregateId)).toEqual(['weekly']);
      // Ten events per read took two hundred reads here.
      expect(reads).toBeLessThan(15);
    } finally {
      t.db.off('query', countReads);
      await subscription.stop();
    }
  });
});
