import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { deliverQueuedMails, queueMail } from '@anpfiff/core/mail/mail-outbox';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { renderMail } from '@anpfiff/core/mail/templates/render-mail';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failedMails, outboxStatus, retryFailed } from './cli/mail-operations';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink';

const FROM = 'Anpfiff <no-reply@anpfiff.ch>';
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

function lines() {
  const logged: { msg: string; obj: object }[] = [];
  const push = (obj: object, msg: string) => void logged.push({ obj, msg });
  return { logged, info: push, warn: push, error: push };
}

describe.each(testDatabaseKinds())('an SMTP server that refuses mail, on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    transport = await createMailTransport({
      dataDir: '/nonexistent',
      mailFrom: FROM,
      mail: { smtpUrl: sink.url },
    });
  });
  afterAll(async () => {
    transport?.close?.();
    await sink?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
    sink.received.length = 0;
    sink.refuseWith = undefined;
  });

  const queue = () =>
    t.db.transaction((trx) =>
      queueMail(trx, {
        accountId: null,
        template: 'verify-mail',
        to: 'lea.meier@example.ch',
        ...renderMail('verify-mail', {
          country: 'CH',
          siteUrl: 'http://localhost:3000',
          token: 'geheim-123',
          displayName: 'Lea',
        }),
      }),
    );

  it('retries with growing pauses, then records the mail as failed and keeps it for a retry', async () => {
    const id = await queue();
    sink.refuseWith = { code: 550, message: 'Mailbox unavailable' };
    const log = lines();
    const start = at(new Date(), 1);
    const deliver = (seconds: number) =>
      deliverQueuedMails(t.db, transport, { now: at(start, seconds), maxAttempts: 3, logger: log });

    expect(await deliver(0)).toEqual({ sent: 0, failed: 1 });
    let row = await t.db('mail_outbox').where({ id }).first();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row.lastError).toMatch(/550/);
    expect(row.nextAttemptAt).toEqual(at(start, 30));
    expect(await deliver(29)).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(30)).toEqual({ sent: 0, failed: 1 });
    expect((await t.db('mail_outbox').where({ id }).first()).nextAttemptAt).toEqual(at(start, 90));
    expect(await deliver(90)).toEqual({ sent: 0, failed: 1 });

    row = await t.db('mail_outbox').where({ id }).first();
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.textBody).toContain('geheim-123');
    expect(log.logged.map((l) => l.msg)).toEqual([
      'mail not delivered, will retry',
      'mail not delivered, will retry',
      'mail not delivered, giving up',
    ]);
    expect(JSON.stringify(log.logged)).not.toMatch(/geheim-123|lea\.meier@/);
    // Given up: no further attempts, but listed for operators.
    expect(await deliver(100_000)).toEqual({ sent: 0, failed: 0 });
    expect(await failedMails(t.db)).toEqual([
      expect.objectContaining({
        id,
        to: 'l***@example.ch',
        attempts: 3,
        lastError: expect.stringMatching(/550/),
      }),
    ]);
    expect(await outboxStatus(t.db)).toMatchObject({ pending: 0, failed: 1 });
    expect(sink.received).toEqual([]);

    sink.refuseWith = undefined;
    expect(await retryFailed(t.db, '999999')).toBe(0);
    expect(await retryFailed(t.db, id)).toBe(1);
    expect(await outboxStatus(t.db)).toMatchObject({ pending: 1, failed: 0 });
    expect(await deliverQueuedMails(t.db, transport, { maxAttempts: 3 })).toEqual({ sent: 1, failed: 0 });
    expect(sink.received.map((m) => m.to)).toEqual(['lea.meier@example.ch']);
    expect(await failedMails(t.db)).toEqual([]);
  });

  it('delivers after a temporary refusal once the server takes mail again', async () => {
    const id = await queue();
    sink.refuseWith = { code: 451, message: 'Try again later' };
    const start = at(new Date(), 1);
    expect(await deliverQueuedMails(t.db, transport, { now: start })).toEqual({ sent: 0, failed: 1 });
    sink.refuseWith = undefined;
    expect(await deliverQueuedMails(t.db, transport, { now: at(start, 30) })).toEqual({ sent: 1, failed: 0 });
    expect(await t.db('mail_outbox').where({ id }).first('attempts', 'failedAt', 'lastError')).toEqual({
      attempts: 2,
      failedAt: null,
      lastError: null,
    });
    expect(sink.received).toHaveLength(1);
  });
});

describe('an SMTP_URL nobody answers', () => {
  it('stops the start with a message that names the server but not the password', async () => {
    const error = await createMailTransport({
      dataDir: '/nonexistent',
      mailFrom: FROM,
      mail: { smtpUrl: 'smtp://mailer:streng-geheim@127.0.0.1:1' },
    }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(
      /^SMTP_URL: der Mailserver \(SMTP smtp:\/\/127\.0\.0\.1:1\) antwortet nicht: /,
    );
    expect(error?.message).not.toContain('streng-geheim');
  });
});
