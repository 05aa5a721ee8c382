import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import type { StoredEvent, Subscription } from '../event-log';
import { appendCommitted, clubUpdated, recorder, waitFor } from '../testing/event-log-testing';
import { createPgEventLog, type PgEventLog } from './pg-event-log';

// Concurrent transactions need a server: PGlite has one connection, so its transactions never overlap.
const kinds = testDatabaseKinds().filter((kind) => kind === 'postgres');
if (kinds.length === 0)
  console.info('Commit-order tests skipped: they need TEST_DATABASE_URL (a PostgreSQL server).');

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
