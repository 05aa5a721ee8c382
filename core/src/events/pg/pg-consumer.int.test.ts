import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../db/create-knex';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import type { EventLog, StoredEvent } from '../event-log';
import { appendCommitted, clubUpdated, recorder, waitFor } from '../testing/event-log-testing';
import { createPgEventLog, type PgEventLog } from './pg-event-log';

/** Guarantees of the embedded adapter beyond the contract: offset order, wake-ups, one member at a time. */
describe.each(testDatabaseKinds())('embedded consumers on %s', (kind) => {
  let t: TestDatabase;
  let log: PgEventLog;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db, { lockRetryMs: 50 });
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });

  const many = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => clubUpdated(`${prefix}-${i % 7}`, i + 1));

  it('delivers in offset order across aggregates and transactions, in batches', async () => {
    const { seen, handler } = recorder();
    const sub = await log.subscribe({ group: 'order', handler, batchSize: 7 });
    const offsets: string[] = [];
    for (let i = 0; i < 5; i += 1) offsets.push(...(await appendCommitted(log, t.db, many(`o${i}`, 9))));
    await waitFor('45 events', () => seen.length >= 45);
    await sub.stop();
    expect(seen.map((e) => e.offset)).toEqual(offsets);
    expect((await log.checkpoint('order'))?.offset).toBe(offsets.at(-1));
  });

  it('is woken by the commit notification, without waiting for a poll', async () => {
    const slowPoll = await createPgEventLog(t.db, { pollIntervalMs: 600_000 });
    try {
      const { seen, handler } = recorder();
      await slowPoll.subscribe({ group: 'notified', handler, startAt: 'end' });
      // Let the member finish its first (empty) read, so only a notification can make it read again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await appendCommitted(log, t.db, [clubUpdated('wake-me', 1)]);
      await waitFor('the notified event', () => seen.length === 1);
      expect(seen[0]?.aggregateId).toBe('wake-me');
    } finally {
      await slowPoll.close();
    }
  });

  it('still delivers by the fallback poll when no notification arrives', async () => {
    const deaf = await createPgEventLog(t.db, { listen: false, pollIntervalMs: 50 });
    try {
      const { seen, handler } = recorder();
      await deaf.subscribe({ group: 'polled', handler, startAt: 'end' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await appendCommitted(log, t.db, [clubUpdated('poll-me', 1)]);
      await waitFor('the polled event', () => seen.length === 1);
    } finally {
      await deaf.close();
    }
  });

  it('lets a replay win over the checkpoint of a batch that was running during it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    await appendCommitted(log, t.db, [clubUpdated('g1', 1), clubUpdated('g2', 1), clubUpdated('g3', 1)]);
    const sub = await log.subscribe({
      group: 'gated',
      startAt: 'beginning',
      handler: async (event) => {
        if (!event.aggregateId.startsWith('g')) return;
        seen.push(event.aggregateId);
        if (event.aggregateId === 'g3' && seen.length === 3) await gate;
      },
    });
    await waitFor('the batch to block on g3', () => seen.length === 3);
    const [first] = await t.db('events').where({ aggregateId: 'g1' }).pluck('id');
    await log.replay('gated', { offset: String(first) });
    release();
    await waitFor('g1..g3 again', () => seen.length === 6);
    await sub.stop();
    expect(seen).toEqual(['g1', 'g2', 'g3', 'g1', 'g2', 'g3']);
  });

  it('lets timers and requests run while it works through a backlog', async () => {
    // PGlite answers on this thread without waiting on I/O: a consumer that never let the event loop turn
    // kept a freshly started server from answering until it had caught up.
    const offsets = await appendCommitted(log, t.db, many('backlog', 400));
    let handled = 0;
    const sub = await log.subscribe({
      group: 'backlog',
      handler: async (event) => {
        await t.db.raw('select ?::text as offset', [event.offset]);
        handled += 1;
      },
    });
    const handledWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(handled), 0));
    await waitFor('the backlog', async () => (await log.checkpoint('backlog'))?.offset === offsets.at(-1));
    await sub.stop();
    expect(handledWhenTimerRan).toBeLessThan(handled / 2);
  });

  it('finishes the batch in hand when stopped and stores its checkpoint', async () => {
    let started = 0;
    let finished = 0;
    const sub = await log.subscribe({
      group: 'graceful',
      batchSize: 10,
      startAt: 'end',
      handler: async () => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished += 1;
      },
    });
    const offsets = await appendCommitted(log, t.db, many('gr', 10));
    await waitFor('the batch to start', () => started >= 1);
    await sub.stop();
    expect(finished).toBe(10);
    expect((await log.checkpoint('graceful'))?.offset).toBe(offsets.at(-1));
  });

  it('lets one member of a group work at a time; a standby takes over when it leaves', async () => {
    const other = kind === 'postgres' ? createKnex(t.target) : t.db;
    const second: EventLog = other === t.db ? log : await createPgEventLog(other, { lockRetryMs: 50 });
    try {
      const handled = new Map<string, number>();
      let active = 0;
      let maxActive = 0;
      const handler = async (event: StoredEvent) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 1));
        handled.set(event.offset, (handled.get(event.offset) ?? 0) + 1);
        active -= 1;
      };
      const a = await log.subscribe({ group: 'single', handler, startAt: 'end', batchSize: 20 });
      const b = await second.subscribe({ group: 'single', handler, startAt: 'end', batchSize: 20 });
      const offsets: string[] = [];
      for (let i = 0; i < 6; i += 1) offsets.push(...(await appendCommitted(log, t.db, many(`s${i}`, 50))));
      await waitFor('a third of the events', () => handled.size >= 100);
      await a.stop();
      await waitFor('every event', () => handled.size === offsets.length);
      await b.stop();
      expect(maxActive).toBe(1);
      expect([...handled.values()].every((n) => n === 1)).toBe(true);
    } finally {
      if (second !== log) await second.close();
      if (other !== t.db) await (other as Knex).destroy();
    }
  });
});
