import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { type MailSender, startMailSender } from '@anpfiff/core/mail/mail-sender';
import type { MailTransport } from '@anpfiff/core/mail/mail-transport';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { startTestApp, type TestApp } from '@anpfiff/api/testing/test-app';
import { PASSWORD, personRegistration } from '@anpfiff/tests/support/payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './testing/smtp-sink';

const NEW_PASSWORD = 'Ganz-Neues-Passwort-9';
const INVALID_LINK = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.';

/** The token of the link to `path` in a mail, as the web page behind the link would read it. */
function tokenOf(mail: ReceivedMail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(link).searchParams.get('token') ?? '';
}

describe.each(testDatabaseKinds())('verification and reset mails over SMTP on %s', (kind) => {
  let t: TestDatabase;
  let sink: SmtpSink;
  let transport: MailTransport & { close?: () => void };
  let sender: MailSender;
  let app: TestApp;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    sink = await startSmtpSink();
    const env = { SMTP_URL: sink.url, MAIL_FROM: 'Anpfiff <no-reply@anpfiff.ch>' };
    app = await startTestApp(t.db, env);
    transport = await createMailTransport(app.config);
    sender = startMailSender({ db: t.db, transport, logger: silent, intervalMs: 100 });
    // The test app has no sender of its own; this one polls the outbox the API's commands write to.
  });
  afterAll(async () => {
    await sender?.stop();
    transport?.close?.();
    await app?.close();
    await sink?.close();
    await t?.close();
  });

  const nextMail = async (to: string, count: number) => {
    await expect.poll(() => sink.received.filter((m) => m.to === to).length, { timeout: 15_000 }).toBe(count);
    return sink.received.filter((m) => m.to === to).at(-1) as ReceivedMail;
  };
  const post = (path: string, body: object) =>
    app.request('POST', `/api/${path}`, { body: JSON.stringify(body) });

  it('sends the verification mail whose link verifies the account, once', async () => {
    const email = `lea-${kind}@example.ch`;
    expect((await post('register/person', personRegistration('CH', email))).status).toBe(200);
    const mail = await nextMail(email, 1);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse bei Anpfiff');
    expect(mail.html).toContain('lang="de-CH"');
    expect(mail.header('content-language')).toBe('de-CH');
    // From is no-reply; a reply reaches the address the mail names for questions.
    expect(mail.header('from')).toBe('Anpfiff <no-reply@anpfiff.ch>');
    expect(mail.header('reply-to')).toBe('Anpfiff <hallo@anpfiff.ch>');
    expect(mail.text).not.toMatch(/ß/);
    const token = tokenOf(mail, '/verify-mail');
    expect(new URL(mail.links[0] as string).origin).toBe(app.config.sites.CH);

    const login = await post('login', { username: email, password: PASSWORD });
    expect(login.status).toBe(422);
    expect((await post('verify-mail', { token })).json).toEqual({ verified: true });
    // Opened again, the link of an account verified already says so instead of "ungültig"; it changes nothing.
    expect((await post('verify-mail', { token })).json).toEqual({ verified: true });
    expect((await post('login', { username: email, password: PASSWORD })).status).toBe(200);
    // The outbox keeps no link once the mail is out.
    expect(JSON.stringify(await t.db('mail_outbox').select())).not.toContain(token);
  });

  it('sends the reset mail whose link sets a new password once and never again', async () => {
    const email = `jan-${kind}@example.de`;
    const host = new URL(app.config.sites.DE).host;
    const register = await app.request('POST', '/api/register/person', {
      host,
      body: JSON.stringify(personRegistration('DE', email)),
    });
    expect(register.status).toBe(200);
    expect(
      await post('verify-mail', { token: tokenOf(await nextMail(email, 1), '/verify-mail') }),
    ).toMatchObject({
      status: 200,
    });

    const initiate = await app.request('POST', '/api/password-reset/initiate', {
      host,
      body: JSON.stringify({ email }),
    });
    expect(initiate.status).toBe(200);
    const mail = await nextMail(email, 2);
    expect(mail.subject).toBe('Neues Passwort für Anpfiff festlegen');
    expect(mail.text).toContain('Sportliche Grüße');
    expect(mail.header('content-language')).toBe('de-DE');
    expect(mail.header('reply-to')).toBe('Anpfiff <hallo@anpfiff.ch>');
    expect(mail.links[0]).toMatch(/^http:\/\/de\.localhost:3000\/reset-password\?token=/);
    const token = tokenOf(mail, '/reset-password');

    const body = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const reset = await app.request('POST', '/api/password-reset', { host, body: JSON.stringify(body) });
    expect(reset.json).toEqual({ reset: true });
    const again = await app.request('POST', '/api/password-reset', {
      host,
      body: JSON.stringify({
        ...body,
        password: 'Drittes-Passwort-1',
        passwordConfirmation: 'Drittes-Passwort-1',
      }),
    });
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ message: INVALID_LINK });
    const signIn = (password: string) =>
      app.request('POST', '/api/login', { host, body: JSON.stringify({ username: email, password }) });
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(PASSWORD)).status).toBe(422);
    expect((await signIn('Drittes-Passwort-1')).status).toBe(422);
  });
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
