import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import type { StoredEvent, Subscription } from '../event-log';
import { appendCommitted, clubUpdated, recorder, waitFor } from '../testing/event-log-testing';
import { createPgEventLog, type PgEventLog } from './pg-event-log';

// Concurrent transactions and broken connections need a server: PGlite is one connection in this process.
const kinds = testDatabaseKinds().filter((kind) => kind === 'postgres');
if (kinds.length === 0) {
  console.info('PostgreSQL-server event log tests skipped: they need TEST_DATABASE_URL.');
}

describe.skipIf(kinds.length === 0)('commit order on a PostgreSQL server', () => {
  let t: TestDatabase;
  let log: PgEventLog;
  let subscription: Subscription;
  const { seen, handler } = recorder();
  const ids = () => seen.map((e: StoredEvent) => e.aggregateId);

  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    log = await createPgEventLog(t.db, { pollIntervalMs: 20 });
    subscription = await log.subscribe({ group: 'commit-order', handler });
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  /** Gives the consumer several polls, so a wrong delivery would have happened by now. */
  const severalPolls = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('holds back a committed event while a transaction with a lower offset is still open', async () => {
    const slow: Knex.Transaction = await t.db.transaction();
    const slowOffset = await log.append(slow, clubUpdated('slow', 1));
    const [fastOffset = ''] = await appendCommitted(log, t.db, [clubUpdated('fast', 1)]);
    expect(BigInt(fastOffset)).toBeGreaterThan(BigInt(slowOffset));

    await severalPolls();
    expect(ids()).not.toContain('fast');
    await slow.commit();
    await waitFor('both events', () => ids().includes('fast') && ids().includes('slow'));
    expect(seen.slice(-2).map((e) => e.offset)).toEqual([slowOffset, fastOffset]);
  });

  it('does not skip a lower offset that commits after a higher one was delivered', async () => {
    seen.length = 0;
    // `early` takes its transaction id first, `late` draws the lower offset, `early` commits first.
    const early: Knex.Transaction = await t.db.transaction();
    await early.raw('select pg_current_xact_id()');
    const late: Knex.Transaction = await t.db.transaction();
    const lowOffset = await log.append(late, clubUpdated('low-offset', 1));
    const highOffset = await log.append(early, clubUpdated('high-offset', 1));
    expect(BigInt(lowOffset)).toBeLessThan(BigInt(highOffset));
    await early.commit();

    await waitFor('the committed higher offset', () => ids().includes('high-offset'));
    // A reader that checkpointed by offset alone would now stand past lowOffset and never see it.
    expect((await log.checkpoint('commit-order'))?.offset).toBe(highOffset);
    await severalPolls();
    await late.commit();
    await waitFor('the lower offset', () => ids().includes('low-offset'));
    expect(ids()).toEqual(['high-offset', 'low-offset']);
    // The head is where a group stands once it has caught up: the last event in walking order, which is
    // not the highest offset here.
    await waitFor(
      'the checkpoint at the lower offset',
      async () => (await log.checkpoint('commit-order'))?.offset === lowOffset,
    );
    expect((await log.head()).offset).toBe(lowOffset);
  });

  it('never delivers the event of a rolled-back transaction, however long it was open', async () => {
    seen.length = 0;
    const doomed: Knex.Transaction = await t.db.transaction();
    await log.append(doomed, clubUpdated('doomed', 1));
    await appendCommitted(log, t.db, [clubUpdated('survivor', 1)]);
    await severalPolls();
    await doomed.rollback();
    await waitFor('the survivor', () => ids().includes('survivor'));
    await severalPolls();
    expect(ids()).toEqual(['survivor']);
  });
});

describe.skipIf(kinds.length === 0)('a broken listen connection on a PostgreSQL server', () => {
  it('reconnects, takes the group lock again and goes on delivering', async () => {
    const t = await openTestDatabase('postgres');
    const log = await createPgEventLog(t.db, { lockRetryMs: 50 });
    try {
      const { seen, handler } = recorder();
      const sub = await log.subscribe({ group: 'reconnect', handler });
      await appendCommitted(log, t.db, [clubUpdated('before', 1)]);
      await waitFor('the first event', () => seen.length === 1);

      // The dedicated connection is the one holding the group's advisory lock.
      const lockHolders = async (): Promise<number[]> =>
        (
          await t.db.raw(
            `select pid from pg_locks where locktype = 'advisory' and granted
              and database = (select oid from pg_database where datname = current_database())`,
          )
        ).rows.map((r: { pid: number }) => r.pid);
      const [holder = 0] = await lockHolders();
      const killed = await t.db.raw('select pg_terminate_backend(?) as ok', [holder]);
      expect(killed.rows).toEqual([{ ok: true }]);

      await appendCommitted(log, t.db, [clubUpdated('after', 1)]);
      await waitFor('the event after the break', () => seen.some((e) => e.aggregateId === 'after'), 30_000);
      await waitFor('the lock taken again on a new connection', async () => {
        const holders = await lockHolders();
        return holders.length === 1 && holders[0] !== holder;
      });
      await sub.stop();
      // Delivery is at-least-once: when the break comes while `after` is being handled, the lost lock keeps
      // the checkpoint where it was (outbox-consumer.ts), and the new connection delivers it again. `before`
      // was checkpointed before the break and comes once.
      const [first, ...rest] = seen.map((e) => e.aggregateId);
      expect(first).toBe('before');
      expect(rest.length).toBeGreaterThanOrEqual(1);
      expect(new Set(rest)).toEqual(new Set(['after']));
    } finally {
      await log.close();
      await t.close();
    }
  });
});
