import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { appendEvent } from '../append-event';
import type { EventHandler, RetryPolicy } from '../event-log';
import { listDeadLetters, park, requestRedrive } from '../outbox/dead-letter-store';
import { type LogSession, openLogSession } from '../outbox/log-session';
import { clubUpdated, waitFor } from '../testing/event-log-testing';
import { redriveRound } from './kafka-redrive';

const policy: RetryPolicy = { attempts: 1, initialDelayMs: 1, maxDelayMs: 1 };
const group = 'redrive-test';

describe.each(testDatabaseKinds())('Kafka redrives (%s)', (kind) => {
  let t: TestDatabase;
  // Two members of one group, as in two processes: on a server each session is a connection of its own.
  let first: LogSession;
  let second: LogSession;
  let offset: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    first = await openLogSession(t.db, { listen: false });
    second = await openLogSession(t.db, { listen: false });
    offset = await t.db.transaction((trx) => appendEvent(trx, clubUpdated('club-r', 1)));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await t?.close();
  });

  async function parkForRedrive(): Promise<void> {
    await park(t.db, group, offset, 5, 'Error: search down');
    expect(await requestRedrive(t.db, { group })).toBe(1);
  }

  it('lets one member of the group handle a redriven event, not each at once', async () => {
    await parkForRedrive();
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: EventHandler = async () => {
      calls += 1;
      if (calls === 1) await gate;
    };
    const signal = new AbortController().signal;
    const options = { db: t.db, group, handler, policy, signal };

    const running = redriveRound(first, options);
    await waitFor('the first member to take the event', () => calls === 1);
    // The other member's round comes while the first one still handles the event: it leaves it alone.
    expect(await redriveRound(second, options)).toBe(0);
    expect(calls).toBe(1);
    release();
    expect(await running).toBe(1);
    expect(await listDeadLetters(t.db, { group })).toEqual([]);

    // The lock lasts one round: the next redrive is handled by whichever member comes first.
    await parkForRedrive();
    expect(await redriveRound(second, options)).toBe(1);
    expect(calls).toBe(2);
  });
});
