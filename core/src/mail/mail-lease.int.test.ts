import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { claimDueMails } from './claim-mails';
import { deliverQueuedMails, queueMail } from './mail-outbox';
import { RecordingTransport, recordingLogger } from './recording-transport.test-support';
import { renderMail } from './templates/render-mail';

function mail(n: number) {
  const rendered = renderMail('verify-mail', {
    country: 'CH',
    siteUrl: 'https://anpfiff.ch',
    token: `lease-token-${n}`,
    displayName: `Person ${n}`,
  });
  return { accountId: null, template: 'verify-mail', to: `person${n}@example.ch`, ...rendered };
}

async function queue(db: Knex, count: number): Promise<string[]> {
  return db.transaction(async (trx) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) ids.push(await queueMail(trx, mail(n)));
    return ids;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transport whose sends wait until the test lets them go: a relay that answers slowly. */
function slowTransport() {
  const transport = new RecordingTransport();
  let release!: () => void;
  transport.gate = new Promise((resolve) => (release = resolve));
  return { transport, release };
}

interface Row {
  id: string;
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
  /** The database's clock when the row was read. */
  dbNow: Date;
}

describe.each(testDatabaseKinds())('mail lease on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
  });

  const rows = async (): Promise<Row[]> =>
    (
      (await t
        .db('mail_outbox')
        .orderBy('id')
        .select('id', 'attempts', 'sentAt', 'nextAttemptAt', t.db.raw('now() as db_now'))) as Row[]
    ).map((r) => ({ ...r, id: String(r.id) }));
  const allClaimed = () => expect.poll(async () => (await rows()).every((r) => r.attempts === 1)).toBe(true);

  it('hands back the claimed mails whose send had not begun when half the lease had passed', async () => {
    await queue(t.db, 3);
    const { transport, release } = slowTransport();
    const logger = recordingLogger();
    // Three mails claimed under a one-second lease; the first send takes longer than half of it.
    const run = deliverQueuedMails(t.db, transport, { batchSize: 3, leaseSeconds: 1, logger });
    await allClaimed();
    await sleep(700);
    release();
    expect(await run).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent.map((m) => m.to)).toEqual(['person0@example.ch']);

    // Due again at once, and the attempt they were claimed for does not count: none was made.
    const [first, ...handedBack] = await rows();
    expect(first).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
    expect(handedBack).toHaveLength(2);
    for (const row of handedBack) {
      expect(row).toMatchObject({ attempts: 0, sentAt: null });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(row.dbNow.getTime());
    }
    expect(logger.lines.filter((l) => l.msg.startsWith('mail handed back'))).toHaveLength(2);

    // The next run sends them, each once.
    expect(await deliverQueuedMails(t.db, transport)).toEqual({ sent: 2, failed: 0 });
    expect(transport.sent.map((m) => m.to).sort()).toEqual(
      ['person0@example.ch', 'person1@example.ch', 'person2@example.ch'].sort(),
    );
  });

  it('leaves a mail another sender took after the lease ran out with that sender', async () => {
    await queue(t.db, 2);
    const { transport, release } = slowTransport();
    const run = deliverQueuedMails(t.db, transport, { batchSize: 2, leaseSeconds: 1 });
    await allClaimed();
    // The lease runs out while the first send hangs, and another sender claims both mails.
    await sleep(1100);
    const now = () => t.db.raw('now()');
    const other = await claimDueMails(t.db, {
      batchSize: 2,
      maxAttempts: 10,
      now,
      leaseUntil: t.db.raw("now() + interval '10 minutes'"),
    });
    expect(other.claimed).toHaveLength(2);
    release();
    await run;

    // The second mail was not sent here, and its new holder's lease stands: no third sender may take it.
    expect(transport.sent.map((m) => m.to)).toEqual(['person0@example.ch']);
    const second = (await rows())[1] as Row;
    expect(second).toMatchObject({ attempts: 2, sentAt: null });
    expect(second.nextAttemptAt.getTime()).toBeGreaterThan(second.dbNow.getTime() + 5 * 60_000);
    expect(await deliverQueuedMails(t.db, new RecordingTransport())).toEqual({ sent: 0, failed: 0 });
  });

  it('sends a batch whose sends all begin in time without handing any back', async () => {
    await queue(t.db, 4);
    const transport = new RecordingTransport();
    transport.delayMs = 50;
    const logger = recordingLogger();
    expect(
      await deliverQueuedMails(t.db, transport, { batchSize: 4, concurrency: 2, leaseSeconds: 2, logger }),
    ).toEqual({ sent: 4, failed: 0 });
    expect(logger.lines.map((l) => l.msg)).toEqual(Array.from({ length: 4 }, () => 'mail sent'));
  });
});
