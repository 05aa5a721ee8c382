import { queueTokenMail } from '@anpfiff/api/commands/account-mail';
import { initiatePasswordReset } from '@anpfiff/api/commands/password-reset';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { loadConfig } from '@anpfiff/core/config/config';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { deliverQueuedMails } from '@anpfiff/core/mail/mail-outbox';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failedMails, outboxStatus, retryFailed } from './cli/mail-operations';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink';

const config = loadConfig({});
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe.each(testDatabaseKinds())('a mail whose link expired before it could be sent, on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };

  const person = async (email: string, verified: boolean) => {
    const { accountId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      {
        firstName: 'Nora',
        lastName: 'Spät',
        description: '',
        gender: 'FEMALE',
        address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 },
        interestedClubFunctions: [],
        searchRadius: 0,
      },
    );
    if (verified) await verifyAccount(t.db, accountId);
    return accountId;
  };

  /** The server refuses the first attempt at `start`; the next one comes after `seconds`, too late or not. */
  const deliverLate = async (start: Date, seconds: number) => {
    sink.refuseWith = { code: 451, message: 'Try again later' };
    expect(await deliverQueuedMails(t.db, transport, { now: start })).toEqual({ sent: 0, failed: 1 });
    sink.refuseWith = undefined;
    return deliverQueuedMails(t.db, transport, { now: at(start, seconds) });
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    transport = await createMailTransport({ ...config, mail: { ...config.mail, smtpUrl: sink.url } });
  });
  afterAll(async () => {
    transport?.close?.();
    await sink?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
    sink.received.length = 0;
  });

  it('sends no reset link after its hour, and says why instead', async () => {
    const accountId = await person('nora@example.ch', true);
    await t.db('mail_outbox').delete();
    const start = at(new Date(), 1);
    await initiatePasswordReset(t.db, 'nora@example.ch', 'CH', config.sites);
    const { sendBefore } = await t.db('mail_outbox').first('sendBefore');
    const { expiresAt } = await t
      .db('tokens')
      .where({ accountId, purpose: 'password-reset' })
      .first('expiresAt');
    // Never later than the link itself works.
    expect(sendBefore.getTime()).toBeLessThanOrEqual(expiresAt.getTime());

    expect(await deliverLate(start, HOUR + MINUTE)).toEqual({ sent: 0, failed: 1 });
    expect(sink.received).toEqual([]);
    const [failed] = await failedMails(t.db);
    expect(failed).toMatchObject({ template: 'password-reset', to: 'n***@example.ch' });
    expect(failed?.lastError).toMatch(/^Nicht versandt: der Link in der Mail ist abgelaufen \(zuvor: .*451/);
    // A retry would deliver the same dead link: the person asks for a new one.
    const later = at(start, HOUR + 2 * MINUTE);
    expect(await retryFailed(t.db, failed?.id ?? '', later)).toBe(0);
    expect(await retryFailed(t.db, 'all', later)).toBe(0);
    // Nobody can act on it: it is counted apart, not among the failed mails that raise the alert.
    expect(await failedMails(t.db, later)).toEqual([]);
    expect(await outboxStatus(t.db, later)).toMatchObject({ pending: 0, failed: 0, expired: 1 });
    // Before its link expired, the same mail failed for good would have needed an operator.
    expect(await outboxStatus(t.db, start)).toMatchObject({ failed: 1, expired: 0 });
  });

  it('still sends a reset link retried within its hour', async () => {
    await person('rechtzeitig@example.ch', true);
    await t.db('mail_outbox').delete();
    await initiatePasswordReset(t.db, 'rechtzeitig@example.ch', 'CH', config.sites);
    expect(await deliverLate(at(new Date(), 1), HOUR - 5 * MINUTE)).toEqual({ sent: 1, failed: 0 });
    expect(sink.received.map((m) => m.to)).toEqual(['rechtzeitig@example.ch']);
  });

  it('sends no verification link after its seven days', async () => {
    const accountId = await person('neu@example.ch', false);
    const to = {
      accountId,
      email: 'neu@example.ch',
      country: 'CH',
      displayName: 'Nora',
      kind: 'person',
    } as const;
    await t.db.transaction((trx) => queueTokenMail(trx, 'verify-mail', to, config.sites));
    expect(await deliverLate(at(new Date(), 1), 7 * 24 * HOUR + MINUTE)).toEqual({ sent: 0, failed: 1 });
    expect(sink.received).toEqual([]);
    expect(await failedMails(t.db)).toEqual([
      expect.objectContaining({ template: 'verify-mail', lastError: expect.stringMatching(/abgelaufen/) }),
    ]);
  });
});
