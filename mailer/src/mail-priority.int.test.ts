import { initiatePasswordReset } from '@anpfiff/api/commands/password-reset';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { loadConfig } from '@anpfiff/core/config/config';
import { dueMails } from '@anpfiff/core/mail/claim-mails';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { deliverQueuedMails, type QueuedMail, queueMails } from '@anpfiff/core/mail/mail-outbox';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { WEEKLY_DIGEST_TEMPLATE } from '@anpfiff/core/mail/templates/weekly-digest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink';

const DIGESTS = 2000;
const config = loadConfig({});

/** A pending digest run: what the digest queues for each account, oldest first. */
const digest = (n: number): QueuedMail => ({
  accountId: null,
  template: WEEKLY_DIGEST_TEMPLATE,
  to: `abonnent${n}@example.ch`,
  subject: 'Neu für dich bei Anpfiff',
  text: `Diese Woche neu: Angebot ${n}`,
});

describe.each(testDatabaseKinds())('a reset mail asked for during a digest run, on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    transport = await createMailTransport({ ...config, mail: { ...config.mail, smtpUrl: sink.url } });
    const { accountId } = await registerPerson(
      t.db,
      { email: 'eilig@example.ch', passwordHash: 'x', country: 'CH' },
      {
        firstName: 'Eva',
        lastName: 'Eilig',
        description: '',
        gender: 'FEMALE',
        address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 },
        interestedClubFunctions: [],
        searchRadius: 0,
      },
    );
    await verifyAccount(t.db, accountId);
    await t.db('mail_outbox').delete();
    await t.db.transaction((trx) =>
      queueMails(
        trx,
        Array.from({ length: DIGESTS }, (_, n) => digest(n)),
      ),
    );
  });
  afterAll(async () => {
    transport?.close?.();
    await sink?.close();
    await t?.close();
  });

  it('goes out in the first batch, ahead of the digests queued before it', async () => {
    await initiatePasswordReset(t.db, 'eilig@example.ch', 'CH', config.sites);
    expect(await deliverQueuedMails(t.db, transport, { batchSize: 20 })).toEqual({ sent: 20, failed: 0 });
    expect(sink.received).toHaveLength(20);
    expect(sink.received[0]).toMatchObject({
      to: 'eilig@example.ch',
      subject: 'Neues Passwort für Anpfiff festlegen',
    });
    // The digests follow in their own order.
    expect(sink.received.slice(1).map((m) => m.to)).toEqual(
      Array.from({ length: 19 }, (_, n) => `abonnent${n}@example.ch`),
    );
  });

  it('claims by an index, without sorting the pending digests', async () => {
    await t.db.raw('analyze mail_outbox');
    const { sql, bindings } = dueMails(t.db, { batchSize: 20, now: () => t.db.raw('now()') }).toSQL();
    const rows = (await t.db.raw(`explain ${sql}`, bindings)).rows as Record<string, string>[];
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toMatch(/Index Scan using mail_outbox_claim/);
    expect(plan).not.toMatch(/Sort/);
  });
});
