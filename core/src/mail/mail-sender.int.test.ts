import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { createMailTransport } from './create-mail-transport';
import { readEml } from './file/read-eml.test-support';
import { queueMail } from './mail-outbox';
import { startMailSender } from './mail-sender';
import { RecordingTransport, recordingLogger } from './recording-transport.test-support';
import { renderMail } from './templates/render-mail';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function resetMail(n: number) {
  const rendered = renderMail('password-reset', {
    country: 'DE',
    siteUrl: 'http://de.localhost:3000',
    token: `reset-token-${n}`,
    displayName: 'Kassier',
  });
  return { accountId: null, template: 'password-reset', to: `kassier${n}@verein.de`, ...rendered };
}

describe.each(testDatabaseKinds())('mail sender on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-sender-'));
    return () => fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes a mail to DATA_DIR/mail as soon as it is woken after the commit', async () => {
    const transport = await createMailTransport({ dataDir, mailFrom: 'Anpfiff <no-reply@anpfiff.de>' });
    const mailDir = path.join(dataDir, 'mail');
    const logger = recordingLogger();
    // A poll interval far beyond the test: only wake() can deliver in time.
    const sender = startMailSender({ db: t.db, transport, logger, intervalMs: 60_000 });
    try {
      await sleep(200);
      await t.db.transaction((trx) => queueMail(trx, resetMail(1)));
      await sleep(300);
      expect(fs.readdirSync(mailDir)).toEqual([]);

      sender.wake();
      // Only whole messages count: the transport writes under a dot-named partial file and renames it.
      const emlFiles = () => fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      await expect.poll(() => emlFiles().length, { timeout: 10_000 }).toBe(1);
      const eml = readEml(fs.readFileSync(path.join(mailDir, emlFiles()[0] as string), 'utf8'));
      expect(eml.headers.get('to')).toBe('kassier1@verein.de');
      expect(eml.text).toContain('http://de.localhost:3000/reset-password?token=reset-token-1');
    } finally {
      await sender.stop();
    }
    expect(logger.lines[0]).toMatchObject({
      msg: 'mail sender started',
      obj: { transport: `.eml files in ${mailDir}` },
    });
    expect(logger.lines.map((l) => l.msg)).toContain('mail sent');
    expect(JSON.stringify(logger.lines)).not.toMatch(/reset-token|kassier1@/);
  });

  it('picks up mails queued elsewhere at the next poll', async () => {
    const transport = new RecordingTransport();
    const sender = startMailSender({ db: t.db, transport, logger: recordingLogger(), intervalMs: 50 });
    try {
      await t.db.transaction((trx) => queueMail(trx, resetMail(2)));
      await expect.poll(() => transport.sent.length, { timeout: 5000 }).toBe(1);
    } finally {
      await sender.stop();
    }
  });

  it('finishes the batch in flight when stopped, then delivers nothing more', async () => {
    await t.db.transaction(async (trx) => {
      await queueMail(trx, resetMail(1));
      await queueMail(trx, resetMail(2));
    });
    const transport = new RecordingTransport();
    let release!: () => void;
    transport.gate = new Promise((resolve) => (release = resolve));
    const sender = startMailSender({ db: t.db, transport, logger: recordingLogger(), intervalMs: 50 });
    await expect
      .poll(async () => (await t.db('mail_outbox').where('attempts', 1).count({ n: '*' }))[0]?.n, {
        timeout: 5000,
      })
      .toEqual(kind === 'pglite' ? 2 : '2');

    let stopped = false;
    const stopping = sender.stop().then(() => (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(transport.sent.map((m) => m.to)).toEqual(['kassier1@verein.de', 'kassier2@verein.de']);
    expect(await t.db('mail_outbox').whereNull('sentAt').count({ n: '*' })).toEqual([
      { n: kind === 'pglite' ? 0 : '0' },
    ]);

    await t.db.transaction((trx) => queueMail(trx, resetMail(3)));
    sender.wake();
    await sleep(200);
    expect(transport.sent).toHaveLength(2);
  });

  it('keeps running when the database fails, logging the error once per outage, without mail content', async () => {
    // A database without the outbox table: every delivery attempt fails on the database side.
    const empty = await openTestDatabase(kind, { migrate: false });
    // PGlite boots on its first query; booting inside the poll below would eat its time.
    await empty.db.raw('select 1');
    const logger = recordingLogger();
    const sender = startMailSender({
      db: empty.db,
      transport: new RecordingTransport(),
      logger,
      intervalMs: 20,
    });
    try {
      // Polls go on every 20 ms; the outage is said once, its repeats only at debug level.
      await expect
        .poll(() => logger.lines.filter((l) => l.msg === 'mail delivery still failing').length, {
          timeout: 10_000,
        })
        .toBeGreaterThan(2);
      expect(logger.lines.filter((l) => l.level === 'error')).toHaveLength(1);
      expect(logger.lines.find((l) => l.level === 'error')).toMatchObject({
        msg: 'mail delivery failed',
        obj: { error: expect.stringContaining('mail_outbox') },
      });
    } finally {
      await sender.stop();
      await empty.close();
    }
  });
});
