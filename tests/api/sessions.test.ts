import { beforeAll, describe, expect, it } from 'vitest';
import { register, signIn, signUp, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { PASSWORD } from '../src/support/payloads';

const INVALID_LINK = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.';
const FOREIGN = 'Anfrage von einer fremden Seite abgelehnt.';

const servers = serversPerKind();

describe.each(servers.kinds)('sign-in, sign-out and password reset on %s', (kind) => {
  let server: ApiServer;
  let person: Member;
  let germanClub: Member;

  beforeAll(async () => {
    server = servers.get(kind);
    person = await signUp(server, 'person');
    germanClub = await signUp(server, 'club', { site: 'DE', fields: { name: 'SV Nordlicht' } });
  });

  it('signs in with a session cookie scripts cannot read, whatever the capitalisation of the address', async () => {
    const api = server.client();
    const res = await api.post('login', { username: person.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: person.email, profileSlug: person.slug, admin: false });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/anpfiff_session=[A-Za-z0-9_-]{20,}/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect((await api.get('authentication')).body).toMatchObject({ email: person.email });
  });

  it('answers a login with the same current user as the session gives later, for a person and a club', async () => {
    const asPerson = server.client();
    const personLogin = await asPerson.post('login', { username: person.email, password: PASSWORD });
    expect(personLogin.body).toEqual((await asPerson.get('authentication')).body);
    expect(personLogin.body).toMatchObject({ club: null, person: { slug: person.slug } });
    const asClub = server.client({ site: 'DE' });
    const clubLogin = await asClub.post('login', { username: germanClub.email, password: PASSWORD });
    expect(clubLogin.body).toEqual((await asClub.get('authentication')).body);
    expect(clubLogin.body).toMatchObject({
      displayName: 'SV Nordlicht',
      club: { slug: germanClub.slug, name: 'SV Nordlicht' },
      person: null,
    });
  });

  it('refuses wrong credentials with one message that does not tell which part was wrong', async () => {
    const api = server.client();
    const wrongPassword = await api.post('login', { username: person.email, password: 'falsches-passwort' });
    const unknownUser = await api.post('login', { username: 'niemand@example.com', password: PASSWORD });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: 'Ungültige Anmeldedaten' });
    }
    const empty = await api.post('login', { username: '  ', password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      errors: { username: ['E-Mail ist ein Pflichtfeld.'], password: ['Passwort ist ein Pflichtfeld.'] },
    });
    expect((await api.get('authentication')).body).toBeNull();
  });

  it("refuses an account on the other country's site, and a session does not carry over to it", async () => {
    const swiss = server.client();
    const res = await swiss.post('login', { username: germanClub.email, password: PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Anmeldedaten sind in diesem Land nicht gültig' });
    // The German session cookie presented to the Swiss site signs nobody in there.
    const crossing = germanClub.client.clone({ site: 'CH' });
    expect((await crossing.get('authentication')).body).toBeNull();
    expect((await crossing.get('manage/club')).status).toBe(401);
    expect((await germanClub.client.get('manage/club')).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the old session is worthless', async () => {
    const api = server.client();
    await signIn(api, person.email);
    const stolen = api.clone();
    const res = await api.post('logout');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(String(res.headers['set-cookie'])).toMatch(/anpfiff_session=;/);
    expect((await api.get('authentication')).body).toBeNull();
    expect((await stolen.get('authentication')).body).toBeNull();
    expect((await stolen.get('manage/person')).status).toBe(401);
    // Signing out twice is harmless.
    expect((await api.post('logout')).status).toBe(200);
  });

  it('refuses writes without our Origin, and accepts a same-site Referer where a browser sends no Origin', async () => {
    const api = server.client();
    const credentials = { username: person.email, password: PASSWORD };
    for (const origin of [null, 'http://evil.example', 'null', `http://localhost:${server.port + 1}`]) {
      const res = await api.post('login', credentials, { origin });
      expect({ origin, status: res.status, body: res.body }).toEqual({
        origin,
        status: 403,
        body: { message: FOREIGN },
      });
    }
    const referred = await api.post('login', credentials, {
      origin: null,
      headers: { referer: `http://localhost:${server.port}/login?redirect=/manage/cockpit` },
    });
    expect(referred.status).toBe(200);
  });

  it('stops an address after ten wrong passwords for an account, even for the right one, and says when to retry', async () => {
    const target = await signUp(server, 'person');
    // An address of its own: the limit per client address must not decide this test.
    const attacker = server.client({ localAddress: '127.0.0.23' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await attacker.post('login', { username: target.email, password: `geraten-${attempt}` });
      expect(res.body).toEqual({ message: 'Ungültige Anmeldedaten' });
    }
    const locked = await attacker.post('login', { username: target.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: expect.stringContaining('Zu viele Anmeldeversuche') });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself keeps working where it is already signed in, and a stranger's guesses do not
    // lock its owner out: from the owner's own address the right password still signs in.
    expect((await target.client.get('manage/person')).status).toBe(200);
    const owner = server.client({ localAddress: '127.0.0.24' });
    expect((await owner.post('login', { username: target.email, password: PASSWORD })).status).toBe(200);
  });

  it("caps wrong passwords for one account spread over many addresses at a hundred, but not for its owner's browser or after a reset by mail", async () => {
    // A fresh account: every attempt on it below is one of the test's.
    const target = await register(server, 'person');
    await target.client.post('verify-mail', { token: await server.mailbox.nextToken(target.email) });
    // The owner's browser has signed in before, and out again.
    const own = server.client({ localAddress: '127.0.1.20' });
    expect((await own.post('login', { username: target.email, password: PASSWORD })).status).toBe(200);
    await own.post('logout');
    // Ten addresses, ten guesses each: every address stays within its own ten, and the owner's sign-in,
    // which succeeded, counts for nothing.
    const guess = (address: number, attempt: number) =>
      server
        .client({ localAddress: `127.0.1.${address}` })
        .post('login', { username: target.email, password: `geraten-${attempt}` });
    for (let address = 1; address <= 10; address += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, attempt) => guess(address, attempt)));
      expect(answers.map((a) => a.body)).toEqual(Array(10).fill({ message: 'Ungültige Anmeldedaten' }));
    }
    const eleventh = server.client({ localAddress: '127.0.1.11' });
    const capped = await eleventh.post('login', { username: target.email, password: PASSWORD });
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ message: expect.stringContaining('Zu viele Anmeldeversuche') });
    // The owner's own browser is not kept out by the guesses of others.
    expect((await own.post('login', { username: target.email, password: PASSWORD })).status).toBe(200);

    // The owner sets a new password through a mailed link: the guesses at the old one no longer count.
    await eleventh.post('password-reset/initiate', { email: target.email });
    const password = 'Neues-Passwort-8';
    const token = await server.mailbox.nextToken(target.email);
    await eleventh.post('password-reset', { token, password, passwordConfirmation: password });
    expect((await eleventh.post('login', { username: target.email, password })).status).toBe(200);
  });

  it('resets a forgotten password by mail: the old one stops working and every session ends', async () => {
    const member = await signUp(server, 'person');
    const api = server.client();
    const started = await api.post('password-reset/initiate', { email: member.email });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ email: member.email });
    const mail = await server.mailbox.next(member.email);
    expect(mail.subject).toBe('Neues Passwort für Anpfiff festlegen');

    const mismatch = await api.post('password-reset', {
      token: mail.token,
      password: 'Neues-Passwort-8',
      passwordConfirmation: 'Neues-Passwort-9',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({
      errors: { passwordConfirmation: ['Die Passwörter stimmen nicht überein.'] },
    });

    const body = {
      token: mail.token,
      password: 'Neues-Passwort-8',
      passwordConfirmation: 'Neues-Passwort-8',
    };
    const reset = await api.post('password-reset', body);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ reset: true });
    expect((await member.client.get('authentication')).body).toBeNull();
    expect((await api.post('login', { username: member.email, password: PASSWORD })).body).toEqual({
      message: 'Ungültige Anmeldedaten',
    });
    await signIn(api, member.email, 'Neues-Passwort-8');
    const reused = await api.post('password-reset', {
      ...body,
      password: 'Drittes-Passwort',
      passwordConfirmation: 'Drittes-Passwort',
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ message: INVALID_LINK });
  });

  it('takes back a reset link mailed before the owner changed the password', async () => {
    const member = await signUp(server, 'person');
    await server.client().post('password-reset/initiate', { email: member.email });
    const { token } = await server.mailbox.next(member.email);
    const changed = await member.client.put('manage/password', {
      oldPassword: PASSWORD,
      password: 'Eigenes-Passwort-7',
      passwordConfirmation: 'Eigenes-Passwort-7',
    });
    expect(changed.status).toBe(200);
    const stolen = { token, password: 'Fremdes-Passwort-7', passwordConfirmation: 'Fremdes-Passwort-7' };
    const refused = await server.client().post('password-reset', stolen);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: INVALID_LINK });
    await signIn(server.client(), member.email, 'Eigenes-Passwort-7');
  });

  it('answers a reset request the same whether or not the site has such an account, mailing only real ones', async () => {
    const unknown = await server.client().post('password-reset/initiate', { email: 'niemand@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ email: 'niemand@example.com' });
    const otherSite = await server.client().post('password-reset/initiate', { email: germanClub.email });
    expect(otherSite.body).toEqual({ email: germanClub.email });
    // Mails leave in queue order: once the German site's mail is here, a Swiss one would be too.
    await server.client({ site: 'DE' }).post('password-reset/initiate', { email: germanClub.email });
    await server.mailbox.next(germanClub.email);
    expect(server.mailbox.to(germanClub.email).map((m) => m.subject)).toEqual([
      'Bestätigt eure E-Mail-Adresse bei Anpfiff',
      'Neues Passwort für Anpfiff festlegen',
    ]);
    expect(server.mailbox.to('niemand@example.com')).toEqual([]);

    const invalid = await server.client().post('password-reset/initiate', { email: 'kein at' });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ errors: { email: ['E-Mail ist keine gültige E-Mail-Adresse.'] } });
    const noToken = await server
      .client()
      .post('password-reset', { password: 'x', passwordConfirmation: 'y' });
    expect(noToken.body).toMatchObject({ errors: { token: ['Code ist ein Pflichtfeld.'] } });
  });
});
