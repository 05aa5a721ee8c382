import type { CurrentUser } from '@anpfiff/schemas/api/session';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, signIn, signUp, uniqueEmail } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import {
  clubProfile,
  clubRegistration,
  PASSWORD,
  personRegistration,
  toFormData,
} from '../src/support/payloads';

const INVALID_LINK = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.';

const servers = serversPerKind();

describe.each(servers.kinds)('registration and verification on %s', (kind) => {
  let server: ApiServer;

  beforeAll(() => {
    server = servers.get(kind);
  });

  it('registers a person who can sign in only after opening the link of the verification mail', async () => {
    const email = uniqueEmail('neu');
    const api = server.client();
    const res = await api.post('register/person', personRegistration('CH', email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email });

    const mail = await server.mailbox.next(email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse bei Anpfiff');
    expect(mail.text).toContain('Hallo Lea');
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const locked = await api.post('login', { username: email, password: PASSWORD });
    expect(locked.status).toBe(422);
    expect(locked.body).toEqual({ message: 'Dein Account ist gesperrt' });

    const verified = await api.post('verify-mail', { token: mail.token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true });
    // Opened again (a second click, a mail program that opened it first): the account is verified.
    const again = await api.post('verify-mail', { token: mail.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ verified: true });

    const user = await signIn(api, email);
    expect(user).toMatchObject({ email, displayName: 'Lea Brunner', club: null });
    expect((await api.get<CurrentUser>('authentication')).body?.email).toBe(email);
  });

  it('registers a club sent as multipart with nested names, with its contact person', async () => {
    const email = uniqueEmail('verein');
    const api = server.client();
    const form = toFormData(clubRegistration('CH', email, { name: 'FC Mehrteilig' }));
    expect(form.get('contactInformation.firstName')).toBe('Ruth');
    const res = await api.post('register/club', form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email });

    // A club is a team behind one account: its mail says "ihr", as the weekly digest does.
    const mail = await server.mailbox.next(email);
    expect(mail.subject).toBe('Bestätigt eure E-Mail-Adresse bei Anpfiff');
    expect(mail.text).toContain('Hallo FC Mehrteilig');
    expect(mail.text).toContain('Bitte bestätigt noch eure E-Mail-Adresse. Danach könnt ihr euch anmelden');
    expect(mail.text).not.toMatch(/\b(du|dich|dein\w*)\b/i);
    expect((await api.post('verify-mail', { token: mail.token })).status).toBe(200);
    await signIn(api, email);
    const own = await api.get('manage/club');
    expect(own.body).toMatchObject({
      name: 'FC Mehrteilig',
      address: { street: 'Sportweg 1', zip: '8001', city: 'Zürich' },
      contactInformation: clubProfile('CH').contactInformation,
    });
  });

  it('names every missing field of both registration forms', async () => {
    const person = await server.client().post('register/person', {});
    expect(person.status).toBe(422);
    expect(person.body).toEqual({
      errors: {
        email: ['E-Mail ist ein Pflichtfeld.'],
        password: ['Passwort ist ein Pflichtfeld.'],
        passwordConfirmation: ['Passwort bestätigen ist ein Pflichtfeld.'],
        firstName: ['Vorname ist ein Pflichtfeld.'],
        lastName: ['Nachname ist ein Pflichtfeld.'],
        'address.zip': ['PLZ ist ein Pflichtfeld.'],
        'address.city': ['Ort ist ein Pflichtfeld.'],
        termsAccepted: ['Bitte akzeptiere die AGB und die Datenschutzerklärung.'],
      },
    });
    const club = await server.client().post('register/club', new FormData());
    expect(club.status).toBe(422);
    expect(club.body).toMatchObject({
      errors: {
        name: ['Vereinsname ist ein Pflichtfeld.'],
        'contactInformation.firstName': ['Vorname ist ein Pflichtfeld.'],
        'contactInformation.lastName': ['Nachname ist ein Pflichtfeld.'],
      },
    });
  });

  it('explains each invalid value in German', async () => {
    const res = await server.client().post('register/person', {
      ...personRegistration('CH', 'keine-adresse'),
      password: 'kurz',
      passwordConfirmation: 'anders',
      firstName: 'x'.repeat(101),
      address: { zip: '10179', city: 'Zürich' },
      interestedClubFunctions: ['TORJAEGER'],
      termsAccepted: false,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        email: ['E-Mail ist keine gültige E-Mail-Adresse.'],
        password: ['Passwort muss mindestens 8 Zeichen lang sein.'],
        passwordConfirmation: ['Die Passwörter stimmen nicht überein.'],
        firstName: ['Vorname darf höchstens 100 Zeichen lang sein.'],
        'address.zip': ['PLZ ist keine gültige Postleitzahl.'],
        interestedClubFunctions: ['Ich interessiere mich für enthält einen ungültigen Wert.'],
        termsAccepted: ['Bitte akzeptiere die AGB und die Datenschutzerklärung.'],
      },
    });
    const unknownPlace = await server
      .client()
      .post(
        'register/club',
        clubRegistration('CH', uniqueEmail('ort'), { address: { zip: '9999', city: 'Nirgends' } }),
      );
    expect(unknownPlace.status).toBe(422);
    expect(unknownPlace.body).toEqual({
      errors: { 'address.zip': ['Diese Postleitzahl kennen wir nicht.'] },
    });
  });

  it('refuses an address that is already registered, however it is capitalised, and sends no mail', async () => {
    const { email } = await register(server, 'person');
    await server.mailbox.next(email);
    const res = await server.client().post('register/club', clubRegistration('CH', email.toUpperCase()));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { email: ['Dieser Wert existiert bereits.'] } });
    // Another site does not make the address free either: one account per address.
    const german = await server
      .client({ site: 'DE' })
      .post('register/person', personRegistration('DE', email));
    expect(german.body).toEqual({ errors: { email: ['Dieser Wert existiert bereits.'] } });
    // Mails go out in the order they were queued: once a later mail has arrived, none of the refused
    // registrations can have queued one before it.
    await server.client().post('password-reset/initiate', { email });
    expect((await server.mailbox.next(email)).subject).toBe('Neues Passwort für Anpfiff festlegen');
    expect(server.mailbox.to(email)).toHaveLength(2);
  });

  it('refuses verification links that are missing or unknown', async () => {
    const missing = await server.client().post('verify-mail', {});
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ errors: { token: ['Der Bestätigungslink ist unvollständig.'] } });
    const unknown = await server.client().post('verify-mail', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: INVALID_LINK });
  });

  it('words the reset mail for who asks: "ihr" to a club, "du" to a person', async () => {
    for (const kind of ['club', 'person'] as const) {
      const { email, client } = await register(server, kind, { site: 'DE' });
      await server.mailbox.next(email);
      await client.post('password-reset/initiate', { email });
      const mail = await server.mailbox.next(email);
      expect(mail.subject).toBe('Neues Passwort für Anpfiff festlegen');
      expect(mail.text).toContain(
        kind === 'club'
          ? 'Ihr habt ein neues Passwort für euren Anpfiff-Account angefordert.'
          : 'Du hast ein neues Passwort für deinen Anpfiff-Account angefordert.',
      );
      expect(mail.text).toContain(kind === 'club' ? 'Euer Anpfiff-Team' : 'Dein Anpfiff-Team');
    }
  });

  it('verifies an account by a completed password reset, when its verification mail was lost', async () => {
    const { email, client } = await register(server, 'person');
    await server.mailbox.nextToken(email);
    await client.post('password-reset/initiate', { email });
    const token = await server.mailbox.nextToken(email);
    const password = 'Neues-Passwort-8';
    const reset = await client.post('password-reset', { token, password, passwordConfirmation: password });
    expect(reset.body).toEqual({ reset: true });
    expect(await signIn(client, email, password)).toMatchObject({ email });
  });

  it('sends at most five reset mails an hour to an address, known or not, and says so in German', async () => {
    const { email } = await register(server, 'person');
    await server.mailbox.nextToken(email);
    // An address of its own, so the limit per caller does not decide this test.
    const api = server.client({ localAddress: '127.0.0.31' });
    for (const address of [email, uniqueEmail('niemand')]) {
      for (let i = 0; i < 5; i += 1)
        expect((await api.post('password-reset/initiate', { email: address })).status).toBe(200);
      const refused = await api.post('password-reset/initiate', { email: address.toUpperCase() });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message:
          'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuche es in einer Stunde noch einmal.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // A later mail to someone else arrives after every mail queued before it: the sixth was never queued.
    const { email: other } = await register(server, 'person');
    await server.mailbox.nextToken(other);
    expect(server.mailbox.to(email)).toHaveLength(6);
  });

  it('sends a new verification link to an unverified address on request, and the earlier link stops working', async () => {
    const { email, client } = await register(server, 'club', { site: 'DE' });
    const first = await server.mailbox.nextToken(email);
    const res = await client.post('verify-mail/resend', { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: email.toUpperCase() });
    const mail = await server.mailbox.next(email);
    expect(mail.subject).toBe('Passwort festlegen und E-Mail-Adresse bei Anpfiff bestätigen');
    expect(mail.text).toContain('/reset-password?token=');
    expect((await client.post('verify-mail', { token: first })).body).toEqual({ message: INVALID_LINK });
    // The new link sets a password, and that verifies the account.
    const password = 'Eigenes-Passwort-5';
    const set = await client.post('password-reset', {
      token: mail.token,
      password,
      passwordConfirmation: password,
    });
    expect(set.body).toEqual({ reset: true });
    await signIn(client, email, password);
  });

  it("does not switch on a stranger's password when the owner of an address they registered asks for a link", async () => {
    // Someone registers an address that is not theirs, with a password of their own.
    const { email } = await register(server, 'person');
    await server.mailbox.nextToken(email);
    const owner = server.client();
    // Its owner is told the address is taken, and asks for a verification link.
    const taken = await owner.post('register/person', personRegistration('CH', email));
    expect(taken.status).toBe(422);
    await owner.post('verify-mail/resend', { email });
    const { token } = await server.mailbox.next(email);
    expect((await owner.post('verify-mail', { token })).body).toEqual({ message: INVALID_LINK });
    const password = 'Nur-meines-Passwort-5';
    const set = await owner.post('password-reset', { token, password, passwordConfirmation: password });
    expect(set.body).toEqual({ reset: true });
    expect((await server.client().post('login', { username: email, password: PASSWORD })).body).toEqual({
      message: 'Ungültige Anmeldedaten',
    });
    await signIn(owner, email, password);
  });

  it('answers a request for a new verification link alike for verified, unknown and foreign addresses, and mails none of them', async () => {
    const verified = await signUp(server, 'person');
    const foreign = await register(server, 'person', { site: 'DE' });
    await server.mailbox.nextToken(foreign.email);
    const api = server.client({ localAddress: '127.0.0.32' });
    for (const email of [verified.email, uniqueEmail('niemand'), foreign.email]) {
      const res = await api.post('verify-mail/resend', { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email });
    }
    const missing = await api.post('verify-mail/resend', {});
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ errors: { email: ['E-Mail ist ein Pflichtfeld.'] } });
    // Mails go out in the order they were queued: none of the requests above queued one before this.
    const { email: later } = await register(server, 'person');
    await server.mailbox.nextToken(later);
    expect(server.mailbox.to(verified.email)).toHaveLength(1);
    expect(server.mailbox.to(foreign.email)).toHaveLength(1);
  });

  it('sends at most five new verification links an hour to an address, and says so in German', async () => {
    const { email } = await register(server, 'person');
    await server.mailbox.nextToken(email);
    const api = server.client({ localAddress: '127.0.0.33' });
    for (let i = 0; i < 5; i += 1) expect((await api.post('verify-mail/resend', { email })).status).toBe(200);
    const refused = await api.post('verify-mail/resend', { email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message:
        'Zu viele Anfragen für einen neuen Bestätigungslink. Bitte versuche es in einer Stunde noch einmal.',
    });
    const { email: other } = await register(server, 'person');
    await server.mailbox.nextToken(other);
    expect(server.mailbox.to(email)).toHaveLength(6);
  });

  it('does not take a password-reset link as a verification link', async () => {
    const { email, client } = await register(server, 'person');
    const first = await server.mailbox.nextToken(email);
    const reset = await client.post('password-reset/initiate', { email });
    expect(reset.status).toBe(200);
    const resetToken = await server.mailbox.nextToken(email);
    expect((await client.post('verify-mail', { token: resetToken })).body).toEqual({ message: INVALID_LINK });
    expect((await client.post('verify-mail', { token: first })).status).toBe(200);
  });
});
