import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKnex } from '../db/create-knex';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { deliverQueuedMails, queueMail, REDACTED_ADDRESS, REDACTED_BODY } from './mail-outbox';
import { RecordingTransport, recordingLogger } from './recording-transport.test-support';
import { startRefusingRelay } from './smtp/refusing-relay.test-support';
import { createSmtpTransport } from './smtp/smtp-transport';
import { renderMail } from './templates/render-mail';

const TOKEN = 'raw-token-8d2f0c';

function mail(n: number) {
  const rendered = renderMail('verify-mail', {
    country: 'CH',
    siteUrl: 'https://anpfiff.ch',
    token: `${TOKEN}-${n}`,
    displayName: `Person ${n}`,
  });
  return { accountId: null, template: 'verify-mail', to: `person${n}@example.ch`, ...rendered };
}

async function queue(db: Knex, count: number, from = 0): Promise<string[]> {
  return db.transaction(async (trx) => {
    const ids: string[] = [];
    for (let n = from; n < from + count; n += 1) ids.push(await queueMail(trx, mail(n)));
    return ids;
  });
}

const seconds = (base: Date, s: number) => new Date(base.getTime() + s * 1000);

describe.each(testDatabaseKinds())('mail outbox on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
  });

  it('refuses to queue a mail outside a transaction', async () => {
    await expect(queueMail(t.db as never, mail(1))).rejects.toThrow(/inside the transaction/);
    expect(await t.db('mail_outbox').count({ n: '*' })).toEqual([{ n: kind === 'pglite' ? 0 : '0' }]);
  });

  it('loses the queued mail when its transaction rolls back', async () => {
    await expect(
      t.db.transaction(async (trx) => {
        await queueMail(trx, mail(1));
        throw new Error('command failed after queueing');
      }),
    ).rejects.toThrow('command failed');
    expect(await t.db('mail_outbox').select('id')).toEqual([]);
    const ids = await queue(t.db, 1);
    expect(await t.db('mail_outbox').pluck('template')).toEqual(['verify-mail']);
    expect(ids).toHaveLength(1);
  });

  it('keeps the token out of the error when the insert fails', async () => {
    const error = await t.db
      .transaction((trx) => queueMail(trx, { ...mail(1), accountId: '00000000-0000-4000-8000-000000000000' }))
      .then(
        () => undefined,
        (e: unknown) => e as Error & { code?: string },
      );
    expect(error?.message).toMatch(/^Could not queue the mail: .*foreign key/);
    expect(error?.code).toBe('23503');
    expect(JSON.stringify({ message: error?.message, stack: error?.stack })).not.toContain(TOKEN);
  });

  it('keeps no address of a sent mail to no account (the confirmation of a deleted one)', async () => {
    const id = await t.db.transaction((trx) =>
      queueMail(trx, { ...mail(7), accountId: null, template: 'account-deleted' }),
    );
    expect(await deliverQueuedMails(t.db, new RecordingTransport())).toEqual({ sent: 1, failed: 0 });
    expect(await t.db('mail_outbox').where({ id }).first('toAddress', 'textBody')).toEqual({
      toAddress: REDACTED_ADDRESS,
      textBody: REDACTED_BODY,
    });
  });

  it('sends each due mail once, marks it sent and redacts its body', async () => {
    const [id] = await queue(t.db, 1, 1);
    const transport = new RecordingTransport();
    const logger = recordingLogger();
    expect(await deliverQueuedMails(t.db, transport, { logger })).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({ to: 'person1@example.ch', subject: mail(1).subject });
    expect(transport.sent[0]?.text).toContain(`token=${TOKEN}-1`);
    expect(transport.sent[0]?.html).toContain(`token=${TOKEN}-1`);
    // The rendered mail's headers travel through the outbox with it.
    expect(transport.sent[0]?.headers).toEqual({
      'Content-Language': 'de-CH',
      'Reply-To': 'Anpfiff <hallo@anpfiff.ch>',
    });

    const row = await t.db('mail_outbox').where({ id }).first();
    expect(row).toMatchObject({
      textBody: REDACTED_BODY,
      htmlBody: REDACTED_BODY,
      attempts: 1,
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(await t.db('mail_outbox').select())).not.toContain(TOKEN);

    expect(await deliverQueuedMails(t.db, transport)).toEqual({ sent: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
    // The log names subject and recipient domain, never the body, the link or the whole address.
    expect(logger.lines).toEqual([
      {
        level: 'info',
        msg: 'mail sent',
        obj: expect.objectContaining({ subject: mail(1).subject, toDomain: 'example.ch' }),
      },
    ]);
    expect(JSON.stringify(logger.lines)).not.toMatch(new RegExp(`${TOKEN}|person1@`));
  });

  it('delivers in batches, oldest first', async () => {
    await queue(t.db, 5);
    const transport = new RecordingTransport();
    expect(await deliverQueuedMails(t.db, transport, { batchSize: 3 })).toEqual({ sent: 3, failed: 0 });
    expect(await deliverQueuedMails(t.db, transport, { batchSize: 3 })).toEqual({ sent: 2, failed: 0 });
    expect(transport.sent.map((m) => m.to)).toEqual([0, 1, 2, 3, 4].map((n) => `person${n}@example.ch`));
  });

  it('sends every mail exactly once when two senders on two connections run at the same time', async () => {
    await queue(t.db, 40);
    // On the server, a second knex instance is what a second API process is; PGlite has one connection.
    const other = kind === 'postgres' ? createKnex(t.target) : t.db;
    try {
      const transport = new RecordingTransport();
      transport.delayMs = 2;
      const drain = async (db: Knex) => {
        let total = 0;
        for (;;) {
          const { sent } = await deliverQueuedMails(db, transport, { batchSize: 4 });
          if (sent === 0) return total;
          total += sent;
        }
      };
      const [a, b] = await Promise.all([drain(t.db), drain(other)]);
      expect(a + b).toBe(40);
      if (kind === 'postgres') expect(Math.min(a, b)).toBeGreaterThan(0);
      const recipients = transport.sent.map((m) => m.to);
      expect(new Set(recipients).size).toBe(40);
      expect(recipients).toHaveLength(40);
      expect(await t.db('mail_outbox').whereNull('sentAt').count({ n: '*' })).toEqual([
        { n: kind === 'pglite' ? 0 : '0' },
      ]);
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });

  if (kind === 'pglite') {
    console.info(
      'Mail outbox SKIP LOCKED test runs on PostgreSQL only: PGlite has one connection, so no other process can hold a row lock.',
    );
  }
  it.runIf(kind === 'postgres')(
    'skips rows another process is claiming instead of waiting for them',
    async () => {
      const [lockedId] = await queue(t.db, 3);
      const other = createKnex(t.target);
      const trx = await other.transaction();
      try {
        await trx('mail_outbox').where({ id: lockedId }).forUpdate().first('id');
        const transport = new RecordingTransport();
        const result = await Promise.race([
          deliverQueuedMails(t.db, transport),
          new Promise((resolve) => setTimeout(() => resolve('blocked by the lock'), 5000)),
        ]);
        expect(result).toEqual({ sent: 2, failed: 0 });
        expect(transport.sent.map((m) => m.to)).toEqual(['person1@example.ch', 'person2@example.ch']);
      } finally {
        await trx.rollback();
        await other.destroy();
      }
    },
  );

  it('does not hand a mail that is being sent to a second sender', async () => {
    await queue(t.db, 1);
    const slow = new RecordingTransport();
    let release!: () => void;
    slow.gate = new Promise((resolve) => (release = resolve));
    const first = deliverQueuedMails(t.db, slow);
    // Wait until the first sender holds the mail (attempts bumped), then try a second one.
    await expect.poll(async () => (await t.db('mail_outbox').first('attempts')).attempts).toBe(1);
    const second = new RecordingTransport();
    expect(await deliverQueuedMails(t.db, second)).toEqual({ sent: 0, failed: 0 });
    release();
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(second.sent).toEqual([]);
  });

  it('backs off exponentially while the transport fails and delivers once it works again', async () => {
    const [id] = await queue(t.db, 1);
    const start = seconds(new Date(), 1);
    const transport = new RecordingTransport();
    transport.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const logger = recordingLogger();

    expect(await deliverQueuedMails(t.db, transport, { now: start, logger })).toEqual({ sent: 0, failed: 1 });
    let row = await t.db('mail_outbox').where({ id }).first();
    expect(row).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null });
    expect(row.nextAttemptAt).toEqual(seconds(start, 30));
    expect(row.textBody).toContain(TOKEN);

    // Not due before the back-off is over.
    expect(await deliverQueuedMails(t.db, transport, { now: seconds(start, 29) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverQueuedMails(t.db, transport, { now: seconds(start, 30) })).toEqual({
      sent: 0,
      failed: 1,
    });
    row = await t.db('mail_outbox').where({ id }).first();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt).toEqual(seconds(start, 90));

    transport.failWith = undefined;
    expect(await deliverQueuedMails(t.db, transport, { now: seconds(start, 89) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverQueuedMails(t.db, transport, { now: seconds(start, 90) })).toEqual({
      sent: 1,
      failed: 0,
    });
    row = await t.db('mail_outbox').where({ id }).first();
    expect(row).toMatchObject({ attempts: 3, lastError: null, textBody: REDACTED_BODY });
    expect(transport.sent).toHaveLength(1);
    expect(logger.lines[0]).toMatchObject({ level: 'warn', msg: 'mail not delivered, will retry' });
  });

  it('gives up after the last attempt and leaves the mail with its error for operators', async () => {
    const [id] = await queue(t.db, 1);
    const transport = new RecordingTransport();
    transport.failWith = new Error('550 mailbox unavailable');
    const logger = recordingLogger();
    let now = seconds(new Date(), 1);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await deliverQueuedMails(t.db, transport, { now, maxAttempts: 3, logger })).toEqual({
        sent: 0,
        failed: 1,
      });
      now = seconds(now, 3600);
    }
    transport.failWith = undefined;
    expect(await deliverQueuedMails(t.db, transport, { now, maxAttempts: 3 })).toEqual({
      sent: 0,
      failed: 0,
    });
    const row = await t.db('mail_outbox').where({ id }).first();
    expect(row).toMatchObject({ attempts: 3, lastError: '550 mailbox unavailable', sentAt: null });
    expect(logger.lines.at(-1)).toMatchObject({ level: 'warn', msg: 'mail not delivered, giving up' });
  });

  it('keeps the whole address out of log and kept error when the relay repeats it in its refusal', async () => {
    const relay = await startRefusingRelay();
    const transport = await createSmtpTransport({ url: relay.url, from: 'Anpfiff <no-reply@anpfiff.ch>' });
    try {
      const start = seconds(new Date(), 1);
      // One mail the sender gives up on itself, one whose link expires meanwhile, which the claim gives up.
      const ids = await t.db.transaction(async (trx) => [
        await queueMail(trx, { ...mail(1), to: 'lea.meier@example.ch' }),
        await queueMail(trx, { ...mail(2), to: 'Tim.Keller@example.ch', sendBefore: seconds(start, 20) }),
      ]);
      const logger = recordingLogger();
      const deliver = (s: number) =>
        deliverQueuedMails(t.db, transport, { now: seconds(start, s), maxAttempts: 2, logger });

      expect(await deliver(0)).toEqual({ sent: 0, failed: 2 });
      expect(await deliver(30)).toEqual({ sent: 0, failed: 2 });

      expect(logger.lines.map((l) => l.msg)).toEqual([
        'mail not delivered, will retry',
        'mail not delivered, will retry',
        'mail not delivered, giving up',
        'mail not delivered, giving up',
      ]);
      // The row keeps its address for a retry; what it must not keep is a second copy in the error.
      const rows = (await t
        .db('mail_outbox')
        .whereIn('id', ids)
        .orderBy('id')
        .select('lastError', 'failedAt')) as {
        lastError: string;
        failedAt: Date | null;
      }[];
      expect(rows.map((r) => r.failedAt)).toEqual([expect.any(Date), expect.any(Date)]);
      const kept = [
        ...rows.map((r) => r.lastError),
        ...logger.lines.map((l) => (l.obj as { error: string }).error),
      ];
      expect(JSON.stringify({ rows, lines: logger.lines })).not.toMatch(/lea\.meier@|tim\.keller@/i);
      // The operator still reads why and whom, by initial and domain as `npm run mail -- failed` shows it.
      for (const error of kept)
        expect(error).toMatch(/550 5\.1\.1 <[lT]\*\*\*@example\.ch>: Recipient address rejected/);
    } finally {
      transport.close();
      await relay.close();
    }
  });
});
