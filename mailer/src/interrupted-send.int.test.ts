import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { deliverQueuedMails, queueMail } from '@anpfiff/core/mail/mail-outbox';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { renderMail } from '@anpfiff/core/mail/templates/render-mail';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedMails, outboxStatus, retryFailed } from './cli/mail-operations';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink';

const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
/** The sender's lease on a claimed mail (CLAIM_LEASE_SECONDS). */
const LEASE = 10 * 60;

/** The transport of a sender whose process dies during the send: the send never reports back. */
const dyingTransport: MailTransport = {
  send: () => new Promise<void>(() => undefined),
  describe: () => 'a sender that died mid-send (tests)',
};

describe.each(testDatabaseKinds())('a sender that dies during the last attempt of a mail, on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    transport = await createMailTransport({
      dataDir: '/nonexistent',
      mailFrom: 'Anpfiff <no-reply@anpfiff.ch>',
      mail: { smtpUrl: sink.url },
    });
  });
  afterAll(async () => {
    transport?.close?.();
    await sink?.close();
    await t?.close();
  });

  it('leaves the mail failed with a clear reason, listed for operators, and it can be sent again', async () => {
    const id = await t.db.transaction((trx) =>
      queueMail(trx, {
        accountId: null,
        template: 'verify-mail',
        to: 'mia.keller@example.ch',
        ...renderMail('verify-mail', {
          country: 'CH',
          siteUrl: 'http://localhost:3000',
          token: 'abgebrochen-1',
          displayName: 'Mia',
        }),
      }),
    );
    const start = at(new Date(), 1);
    const deliver = (seconds: number, via = transport) =>
      deliverQueuedMails(t.db, via, { now: at(start, seconds), maxAttempts: 2 });

    // Attempt 1 is refused; attempt 2, the last, is cut off by the sender's death.
    sink.refuseWith = { code: 451, message: 'Try again later' };
    expect(await deliver(0)).toEqual({ sent: 0, failed: 1 });
    sink.refuseWith = undefined;
    void deliver(30, dyingTransport);
    await expect.poll(async () => (await t.db('mail_outbox').where({ id }).first()).attempts).toBe(2);

    // While the lease of the dead sender runs, nobody takes the mail; once it is over, the next sender
    // gives up on it instead of leaving it neither pending nor failed for good.
    expect(await deliver(30 + LEASE - 1)).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(30 + LEASE)).toEqual({ sent: 0, failed: 1 });
    const row = await t.db('mail_outbox').where({ id }).first();
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/^Versand abgebrochen: .*\(zuvor: .*451/);
    expect(await failedMails(t.db)).toEqual([
      expect.objectContaining({ id, to: 'm***@example.ch', lastError: row.lastError }),
    ]);
    expect(await outboxStatus(t.db)).toMatchObject({ pending: 0, failed: 1 });
    expect(sink.received).toEqual([]);

    expect(await retryFailed(t.db, id)).toBe(1);
    expect(await deliverQueuedMails(t.db, transport, { maxAttempts: 2 })).toEqual({ sent: 1, failed: 0 });
    expect(sink.received.map((m) => m.to)).toEqual(['mia.keller@example.ch']);
    expect(await failedMails(t.db)).toEqual([]);
  });
});
