import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDigestCron, startDigestScheduler } from './digest-scheduler';
import { isoWeek } from './iso-week';

describe('the digest scheduler', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(() => t?.close());

  it('refuses a cron expression croner cannot read, naming the setting', () => {
    expect(() => checkDigestCron('0 7 * * 1', 'Europe/Zurich')).not.toThrow();
    expect(() => checkDigestCron('0 25 * * 1', 'Europe/Zurich')).toThrow(
      /^DIGEST_CRON: ist kein gültiger Cron-Ausdruck \(gesetzt: "0 25 \* \* 1"\); croner meldet: .+/,
    );
    expect(() => checkDigestCron('jeden Montag', 'Europe/Zurich')).toThrow(/^DIGEST_CRON/);
  });

  it('appends the weekly trigger when the schedule fires, once per week however often it fires', async () => {
    const lines: string[] = [];
    const logger = {
      info: (_: object, msg: string) => void lines.push(msg),
      error: (_: object, msg: string) => void lines.push(msg),
    };
    // Every second, so the test sees it fire several times within one week.
    const scheduler = startDigestScheduler({
      db: t.db,
      cron: '* * * * * *',
      timezone: 'Europe/Zurich',
      logger,
    });
    try {
      expect(scheduler.next()).toBeInstanceOf(Date);
      await expect
        .poll(() => lines.filter((l) => l.startsWith('weekly digest')).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      scheduler.stop();
    }
    expect(lines).toContain('weekly digest triggered');
    expect(lines).toContain('weekly digest already triggered');
    const events = await t
      .db('events')
      .where({ type: 'digest.weekly-triggered' })
      .select('aggregateId', 'payload');
    expect(events).toEqual([{ aggregateId: isoWeek(new Date()), payload: { week: isoWeek(new Date()) } }]);
  });
});
