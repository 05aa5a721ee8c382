import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAfter, readAfter, type LogPosition } from '../../events/outbox/event-reader';
import { waitFor } from '../../events/testing/event-log-testing';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { rebaseEventLog } from './rebase-event-log';

// A restored log carries the transaction ids of the server it came from, far ahead of a fresh server's.
const FOREIGN_TX = '9000000';

describe.each(testDatabaseKinds())('rebasing a restored event log on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  const insert = (id: number, tx: string) =>
    database.db.raw(
      `insert into events (id, type, aggregate_type, aggregate_id, country, version, payload, tx_id)
       values (?, 'job.published', 'job', ?, 'CH', 1, '{}', ?::xid8)`,
      [id, `job-${id}`, tx],
    );
  const position = async (group: string): Promise<LogPosition> => {
    const row = await database.db('eventConsumers').where({ groupName: group }).first();
    return { txId: String(row.positionTxId), offset: String(row.positionOffset) };
  };

  it('keeps each consumer at its place and lets new events follow the restored ones', async () => {
    const { db } = database;
    // Ids drawn in another order than the commits (ids 3 and 4 committed in one earlier transaction).
    await insert(1, FOREIGN_TX);
    await insert(3, String(Number(FOREIGN_TX) + 1));
    await insert(4, String(Number(FOREIGN_TX) + 1));
    await insert(2, String(Number(FOREIGN_TX) + 2));
    await db('eventConsumers').insert([
      { groupName: 'behind', positionTxId: String(Number(FOREIGN_TX) + 1), positionOffset: 3 },
      { groupName: 'start', positionTxId: '0', positionOffset: 0 },
    ]);
    // Before the rebase this server takes the restored transactions for ones still running: nothing is read.
    expect(await readAfter(db, { txId: '0', offset: '0' }, 10)).toEqual([]);

    await db.transaction((trx) => rebaseEventLog(trx));
    await db.raw(`select setval(pg_get_serial_sequence('events', 'id'), 10)`);
    await db.raw(
      `insert into events (type, aggregate_type, aggregate_id, country, version, payload)
       values ('job.published', 'job', 'job-new', 'CH', 1, '{}')`,
    );

    const order = async (from: LogPosition) =>
      (await readAfter(db, from, 10)).map((logged) => logged.event.aggregateId);
    // On a shared server another database's open transaction can keep the new event out of the committed
    // horizon for a moment; the order is only defined over what the log delivers.
    await waitFor('the new event', async () => (await order(await position('start'))).includes('job-new'));
    expect(await order(await position('start'))).toEqual(['job-1', 'job-3', 'job-4', 'job-2', 'job-new']);
    expect(await order(await position('behind'))).toEqual(['job-4', 'job-2', 'job-new']);
    expect(await countAfter(db, await position('behind'))).toBe(3);
  });
});
