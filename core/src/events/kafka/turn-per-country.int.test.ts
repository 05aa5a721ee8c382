import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-databases';
import type { EventHandler, StoredEvent } from '../event-log';
import { inTurnPerCountry } from './turn-per-country';

// Kafka mode runs on a PostgreSQL server only (the configuration refuses it on PGlite): so does this test.
const server = process.env.TEST_DATABASE_URL !== undefined;
if (!server) console.info('Kafka turn-taking tests skipped: TEST_DATABASE_URL names no PostgreSQL server.');

const stored = (id: string, country: 'CH' | 'DE'): StoredEvent => ({
  offset: id,
  type: 'club.updated',
  aggregateType: 'club',
  aggregateId: id,
  country,
  version: 1,
  payload: {},
  occurredAt: new Date(),
});

describe.skipIf(!server)('members of a Kafka group taking turns per country', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Two members' handlers of one group: each records when it starts and ends, and the first waits. */
  function members(group: string) {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const handler: EventHandler = async (event) => {
      log.push(`start ${event.aggregateId}`);
      // Reads and writes of the handler go through the pool beside the turn's own connection.
      await t.db.raw('select 1');
      if (event.aggregateId === 'first') await held;
      log.push(`end ${event.aggregateId}`);
    };
    const one = inTurnPerCountry(t.db, group, handler);
    const two = inTurnPerCountry(t.db, group, handler);
    return { log, release, one, two };
  }
  const context = (group: string) => ({ db: t.db, group, attempt: 1 });

  it('lets a second member handle an event of the same country only after the first has finished', async () => {
    const { log, release, one, two } = members('turns-same');
    const first = one(stored('first', 'CH'), context('turns-same'));
    await expect.poll(() => log).toContain('start first');
    const second = two(stored('second', 'CH'), context('turns-same'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log).toEqual(['start first']);
    release();
    await Promise.all([first, second]);
    expect(log).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('lets members handle events of two countries, or of two groups, side by side', async () => {
    const { log, release, one, two } = members('turns-apart');
    const first = one(stored('first', 'CH'), context('turns-apart'));
    await expect.poll(() => log).toContain('start first');
    await two(stored('german', 'DE'), context('turns-apart'));
    const other = members('turns-other');
    await other.two(stored('swiss', 'CH'), context('turns-other'));
    expect([...log, ...other.log]).toEqual([
      'start first',
      'start german',
      'end german',
      'start swiss',
      'end swiss',
    ]);
    release();
    await first;
  });
});
