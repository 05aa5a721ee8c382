import { deleteAccount } from '@anpfiff/api/commands/delete-account';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { loadConfig } from '@anpfiff/core/config/config';
import type { Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { deliverQueuedMails } from '@anpfiff/core/mail/mail-outbox';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILER_GROUP, mailerConsumers } from '../mailer-consumers';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 } as const;
const berlin = { zip: '10179', city: 'Berlin', state: 'DE-BE', lat: 52.51, lon: 13.41 } as const;

async function person(db: Knex, email: string, firstName: string) {
  const { accountId } = await registerPerson(
    db,
    { email, passwordHash: 'x', country: 'CH' },
    {
      firstName,
      lastName: 'Meier',
      description: '',
      gender: 'FEMALE',
      address: place,
      interestedClubFunctions: [],
      searchRadius: 0,
    },
  );
  await verifyAccount(db, accountId);
  return accountId;
}

describe.each(testDatabaseKinds())('deletion confirmation on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };
  let log: PgEventLog;
  let subscription: Subscription | undefined;
  const config = loadConfig({});

  const subscribe = async () => {
    const consumer = mailerConsumers({ config }).find((c) => c.group === MAILER_GROUP);
    if (!consumer) throw new Error('no mailer consumer');
    subscription = await log.subscribe(consumer);
  };
  // Up to the newest event: the lag alone can read 0 too early on a shared PostgreSQL server, where an open
  // transaction in another database hides just committed events for a moment.
  const caughtUp = async () => {
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await expect
      .poll(
        async () => {
          const lag = (await log.lag()).find((l) => l.group === MAILER_GROUP);
          return lag?.offset != null && BigInt(lag.offset) >= BigInt(head?.id ?? 0) && lag.lag === 0;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  };
  const queued = async () => Number((await t.db('mail_outbox').count({ n: '*' }))[0]?.n);

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    transport = await createMailTransport({ ...config, mail: { ...config.mail, smtpUrl: sink.url } });
    log = await createPgEventLog(t.db);
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    transport?.close?.();
    await sink?.close();
    await t?.close();
  });

  it('confirms a deletion whose address the mailer never kept, and then keeps the address nowhere', async () => {
    // The mailer is not running (or lags behind): it never read this account's address from its events.
    const unseen = await person(t.db, 'unbemerkt@example.ch', 'Ursina');
    expect(await t.db('mail_recipients').where({ accountId: unseen }).first()).toBeUndefined();
    expect(await deleteAccount(t.db, unseen)).not.toBeNull();
    // History from before deletions left the mailer the address: such a deletion is replayed silently.
    const old = await person(t.db, 'frueher@example.ch', 'Frieda');
    expect(await deleteAccount(t.db, old)).not.toBeNull();
    await t.db('mail_recipients').where({ accountId: old }).delete();

    await subscribe();
    await caughtUp();
    expect(await deliverQueuedMails(t.db, transport)).toEqual({ sent: 1, failed: 0 });
    expect(sink.received.map((m) => [m.to, m.subject])).toEqual([
      ['unbemerkt@example.ch', 'Dein Anpfiff-Account ist gelöscht'],
    ]);
    expect(sink.received[0]?.text).toContain('Hallo Ursina');
    const tables = await Promise.all(['mail_recipients', 'mail_outbox'].map((n) => t.db(n).select()));
    expect(JSON.stringify(tables)).not.toMatch(/unbemerkt|frueher/);
  });

  it('confirms a deletion to the address the account had, in the spelling of its site', async () => {
    const accountId = await person(t.db, 'lea@example.ch', 'Lea');
    await caughtUp();
    expect(await t.db('mail_recipients').where({ accountId }).first('email', 'displayName')).toEqual({
      email: 'lea@example.ch',
      displayName: 'Lea',
    });
    expect(await deleteAccount(t.db, accountId)).not.toBeNull();
    await caughtUp();
    expect(await deliverQueuedMails(t.db, transport)).toEqual({ sent: 1, failed: 0 });
    const mail = sink.received.at(-1);
    expect(mail?.to).toBe('lea@example.ch');
    expect(mail?.subject).toBe('Dein Anpfiff-Account ist gelöscht');
    expect(mail?.text).toContain('Hallo Lea');
    expect(mail?.text).toContain('Dein Profil und die hochgeladenen Bilder');
    expect(mail?.text).toContain('Sportliche Grüsse');
    expect(mail?.text).not.toMatch(/ß/);
    expect(mail?.html).toContain('lang="de-CH"');
    expect(mail?.header('content-language')).toBe('de-CH');
    expect(mail?.header('reply-to')).toBe('Anpfiff <hallo@anpfiff.ch>');
    expect(mail?.links).toContain('http://localhost:3000/register');
    // The kept address went with the mail.
    expect(await t.db('mail_recipients').where({ accountId }).first()).toBeUndefined();
  });

  it('sends it once, however often the log is replayed', async () => {
    await log.replay(MAILER_GROUP, { offset: '1' });
    await caughtUp();
    expect(await queued()).toBe(2);
    expect(await t.db('mail_deliveries').where({ kind: 'account-deleted' }).count({ n: '*' })).toEqual([
      { n: kind === 'pglite' ? 2 : '2' },
    ]);
  });

  it('tells a German club in German spelling what went with its account', async () => {
    const { accountId } = await registerClub(
      t.db,
      { email: 'vorstand@sv-beispiel.de', passwordHash: 'x', country: 'DE' },
      { name: 'SV Beispiel', description: '', address: berlin, contactInformation: {} },
    );
    await caughtUp();
    await deleteAccount(t.db, accountId);
    await caughtUp();
    expect(await deliverQueuedMails(t.db, transport)).toEqual({ sent: 1, failed: 0 });
    const mail = sink.received.at(-1);
    expect(mail?.to).toBe('vorstand@sv-beispiel.de');
    expect(mail?.text).toContain('Hallo SV Beispiel');
    expect(mail?.text).toContain('Das Vereinsprofil, alle Angebote');
    expect(mail?.text).toContain('Sportliche Grüße');
    expect(mail?.header('content-language')).toBe('de-DE');
    expect(mail?.links).toContain('http://de.localhost:3000/register');
  });
});
