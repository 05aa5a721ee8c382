import { Writable } from 'node:stream';
import { queueMail } from '@anpfiff/core/mail/mail-outbox';
import { metricsRegistry } from '@anpfiff/core/metrics/registry';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOutboxMetrics } from './outbox-metrics';

const outboxLines = (text: string) =>
  text.split('\n').filter((line) => line.startsWith('anpfiff_mail_outbox{'));

describe('the mail outbox metrics', () => {
  let t: TestDatabase;
  const warnings: string[] = [];
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        warnings.push((JSON.parse(chunk.toString()) as { msg: string }).msg);
        next();
      },
    });
    registerOutboxMetrics(t.db, pino({ level: 'warn' }, sink));
  });
  afterAll(() => t?.close());

  it('keep the last counts and the rest of the scrape while the database fails, and log it once', async () => {
    await t.db.transaction((trx) =>
      queueMail(trx, {
        accountId: null,
        to: 'kassier@example.ch',
        template: 'verify-mail',
        subject: 'Bitte bestätigen',
        text: 'x',
      }),
    );
    const before = outboxLines(await metricsRegistry.metrics());
    expect(before).toEqual([
      'anpfiff_mail_outbox{state="pending"} 1',
      'anpfiff_mail_outbox{state="failed"} 0',
      'anpfiff_mail_outbox{state="expired"} 0',
    ]);

    // The query fails as it would on a lost table or connection, on the real database.
    await t.db.raw('alter table mail_outbox rename to mail_outbox_away');
    try {
      for (let scrape = 0; scrape < 2; scrape += 1) {
        const text = await metricsRegistry.metrics();
        expect(outboxLines(text)).toEqual(before);
        expect(text).toContain('anpfiff_process_resident_memory_bytes');
      }
      expect(warnings).toEqual(['mail outbox metrics unavailable: keeping the last counts']);
    } finally {
      await t.db.raw('alter table mail_outbox_away rename to mail_outbox');
    }

    await t.db('mail_outbox').update({ failedAt: t.db.fn.now() });
    expect(outboxLines(await metricsRegistry.metrics())).toContain('anpfiff_mail_outbox{state="failed"} 1');
  });
});
