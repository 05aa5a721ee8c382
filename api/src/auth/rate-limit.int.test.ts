import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hitRateLimits, hitRateLimitsReading } from './rate-limit';

const address = { key: 'login:address:192.0.2.7', attempts: 3, windowSeconds: 900 };
const account = { key: 'login:account:lea@example.com', attempts: 2, windowSeconds: 600 };

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db('rate_limits').delete();
  });

  const counts = async () =>
    Object.fromEntries(
      ((await t.db('rate_limits').select('key', 'count')) as { key: string; count: number }[]).map((r) => [
        r.key,
        r.count,
      ]),
    );

  it('counts each attempt on every limit and refuses past the first one used up, with its wait', async () => {
    expect(await hitRateLimits(t.db, [address, account])).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hitRateLimits(t.db, [address, account])).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await hitRateLimits(t.db, [address, account]);
    expect(refused.allowed).toBe(false);
    // The account's window (10 minutes) is the one that refused.
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await counts()).toEqual({ [address.key]: 3, [account.key]: 3 });
  });

  it('does not use up the later limits while an earlier one refuses', async () => {
    for (let i = 0; i < 3; i += 1) await hitRateLimits(t.db, [address]);
    const refused = await hitRateLimits(t.db, [address, account]);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(await counts()).toEqual({ [address.key]: 4 });
  });

  it('starts a window anew once it is over', async () => {
    await hitRateLimits(t.db, [account]);
    await t.db('rate_limits').update({ resetAt: t.db.raw(`now() - interval '1 second'`), count: 99 });
    expect((await hitRateLimits(t.db, [account])).allowed).toBe(true);
    expect(await counts()).toEqual({ [account.key]: 1 });
  });

  it('reads a row in the same statement, also when the limits refuse, and nothing when it finds none', async () => {
    const read = (key: string) =>
      hitRateLimitsReading<{ key: string; count: number; resetAt: Date }>(
        t.db,
        [account],
        t.db('rate_limits').where({ key }).select('key', 'count', 'resetAt'),
      );
    const first = await read(account.key);
    // The statement sees the table as it was before its own hit.
    expect(first).toEqual({ result: { allowed: true, retryAfterSeconds: 0 }, row: undefined });
    const second = await read(account.key);
    expect(second.row).toMatchObject({ key: account.key, count: 1 });
    expect(second.row?.resetAt).toBeInstanceOf(Date);
    const refused = await read(account.key);
    expect(refused.result.allowed).toBe(false);
    expect(refused.row).toMatchObject({ count: 2 });
    expect((await read('login:account:niemand@example.com')).row).toBeUndefined();
  });
});
