import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { replayStart } from './kafka-offsets';

describe.each(testDatabaseKinds())('where a Kafka replay seeks to (%s)', (kind) => {
  let t: TestDatabase;
  let ids: string[] = [];
  const at = (seconds: number) => new Date(Date.UTC(2025, 2, 1, 18, 0, seconds));

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // occurred_at is the start of the writing transaction: a long transaction that commits late gets a
    // higher id with an earlier time (the third row) than events committed while it ran.
    const rows: { id: string | number }[] = await t
      .db('events')
      .insert(
        [0, 5, 2, 6].map((seconds) => ({
          type: 'club.updated',
          aggregateType: 'club',
          aggregateId: 'c-1',
          country: 'CH',
          version: 1,
          occurredAt: at(seconds),
        })),
      )
      .returning('id');
    ids = rows.map((row) => String(row.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeks an offset to the earliest time of every event from it on, not to its own time', async () => {
    expect(await replayStart(t.db, { offset: String(ids[1]) })).toEqual({
      fromOffset: ids[1],
      timestamp: at(2).getTime(),
    });
    expect(await replayStart(t.db, { offset: String(ids[3]) })).toEqual({
      fromOffset: ids[3],
      timestamp: at(6).getTime(),
    });
  });

  it('replays everything from offset 0 or 1, and nothing past the end', async () => {
    expect(await replayStart(t.db, { offset: '0' })).toEqual({ fromOffset: '0', timestamp: null });
    const past = String(BigInt(String(ids[3])) + 1n);
    expect(await replayStart(t.db, { offset: past })).toEqual({
      fromOffset: null,
      timestamp: Number.POSITIVE_INFINITY,
    });
  });

  it('seeks a point in time to that time', async () => {
    // Its first offset counts committed events only, by the server-wide transaction horizon, which a test
    // database beside this one can hold back for a moment.
    await expect
      .poll(() => replayStart(t.db, { since: at(3) }))
      .toEqual({
        fromOffset: ids[1],
        timestamp: at(3).getTime(),
      });
  });
});
