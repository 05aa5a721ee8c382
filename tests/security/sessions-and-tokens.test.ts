import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, signUp, type Member } from '../src/support/accounts';
import { startApiServer, type ApiServer } from '../src/support/api-server';
import { startInProcessPgliteServer } from '../src/support/in-process-server';
import { PASSWORD } from '../src/support/payloads';

// Already proven in tests/api/sessions.test.ts: HttpOnly cookie, logout ends the session, missing or
// foreign Origin refused, the per-account lock with its message, reset tokens single-use, a reset ends
// every session; in tests/api/account-lifecycle.test.ts: a password change ends the other sessions.

const INVALID_LINK = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.';
const COOKIE = 'anpfiff_session';

describe('sessions and the login limit per address', () => {
  let server: ApiServer;
  let person: Member;

  beforeAll(async () => {
    server = await startApiServer('pglite');
    person = await signUp(server, 'person');
  }, 180_000);

  afterAll(async () => server?.stop());

  it('issues a new session id at login, whatever session id the browser already carried (no fixation)', async () => {
    const planted = randomBytes(32).toString('base64url');
    const victim = server.client();
    const res = await victim.post(
      'login',
      { username: person.email, password: PASSWORD },
      { headers: { cookie: `${COOKIE}=${planted}` } },
    );
    expect(res.status).toBe(200);
    const issued = victim.cookie(COOKIE);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    // The planted id is worth nothing; the issued one signs in.
    const attacker = server.client();
    const withPlanted = await attacker.get('authentication', { headers: { cookie: `${COOKIE}=${planted}` } });
    expect(withPlanted.body).toBeNull();
    expect((await victim.get<{ email: string }>('authentication')).body.email).toBe(person.email);

    // A signed-in browser that signs in again gets yet another id; the earlier one ends.
    const before = victim.clone();
    await victim.post('login', { username: person.email, password: PASSWORD });
    expect(victim.cookie(COOKIE)).not.toBe(issued);
    expect((await victim.get<{ email: string }>('authentication')).body.email).toBe(person.email);
    expect((await before.get('authentication')).body).toBeNull();
  });

  it('limits logins per client address across accounts, and a forged X-Forwarded-For does not help', async () => {
    const attacker = server.client({ localAddress: '127.0.0.61' });
    let status = 0;
    let attempts = 0;
    while (status !== 429 && attempts < 60) {
      attempts += 1;
      const res = await attacker.post(
        'login',
        { username: `geraten-${attempts}@example.com`, password: 'falsch' },
        { headers: { 'x-forwarded-for': `203.0.113.${attempts}` } },
      );
      status = res.status;
      if (status === 429) {
        expect(res.body).toEqual({ message: expect.stringContaining('Zu viele Anmeldeversuche') });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } else {
        expect(res.body).toEqual({ message: 'Ungültige Anmeldedaten' });
      }
    }
    expect(attempts).toBe(51);
    // Even the right password of a real account is refused from that address now…
    const locked = await attacker.post('login', { username: person.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    // …but the account itself is not locked: from another address it signs in.
    const elsewhere = server.client({ localAddress: '127.0.0.62' });
    expect((await elsewhere.post('login', { username: person.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('verification tokens: reuse, expiry and guessing; locked accounts', () => {
  let server: ApiServer & { db: Knex };

  beforeAll(async () => {
    server = await startInProcessPgliteServer();
  }, 120_000);

  afterAll(async () => server?.stop());

  it('refuses a locked account with the lock message, ends the sessions it had and sends it no reset mail', async () => {
    const member = await signUp(server, 'person');
    expect((await member.client.get('manage/person')).status).toBe(200);
    await server.db('accounts').where({ email: member.email }).update({ locked: true });
    expect((await member.client.get('manage/person')).status).toBe(401);
    const login = await server.client().post('login', { username: member.email, password: PASSWORD });
    expect(login.status).toBe(422);
    expect(login.body).toEqual({ message: 'Dein Account ist gesperrt' });
    // A new password would not open it: no reset mail, and the same answer as for any address.
    const mailsBefore = server.mailbox.to(member.email).length;
    const reset = await server.client().post('password-reset/initiate', { email: member.email });
    expect(reset.body).toEqual({ email: member.email });
    // Mails go out in the order they were queued: once a later one has arrived, none came before it.
    const other = await register(server, 'person');
    await server.mailbox.next(other.email);
    expect(server.mailbox.to(member.email)).toHaveLength(mailsBefore);
  });

  it('uses a verification link once: opened again it verifies nothing more and answers as before', async () => {
    const { email, client } = await register(server, 'person');
    const token = await server.mailbox.nextToken(email);
    expect((await client.post('verify-mail', { token })).status).toBe(200);
    const [verified] = await server.db('accounts').where({ email }).select('verifiedAt', 'version');
    const again = await client.post('verify-mail', { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ verified: true });
    expect(await server.db('accounts').where({ email }).select('verifiedAt', 'version')).toEqual([verified]);
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { email, client } = await register(server, 'person');
    const token = await server.mailbox.nextToken(email);
    await server.db('tokens').update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await client.post('verify-mail', { token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: INVALID_LINK });
    const [account] = await server.db('accounts').where({ email }).select('verifiedAt');
    expect(account?.verifiedAt).toBeNull();
    expect((await client.post('login', { username: email, password: PASSWORD })).body).toEqual({
      message: 'Dein Account ist gesperrt',
    });
  });

  it('refuses guessed tokens, the stored hash, and a real token with one character changed', async () => {
    const { email, client } = await register(server, 'person');
    const token = await server.mailbox.nextToken(email);
    const [stored] = await server.db('tokens').orderBy('createdAt', 'desc').limit(1).select('tokenHash');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const guesses = [
      ...Array.from({ length: 20 }, () => randomBytes(32).toString('base64url')),
      String(stored?.tokenHash),
      flipped,
      token.slice(0, 20),
      `${token}x`,
    ];
    for (const guess of guesses) {
      const res = await client.post('verify-mail', { token: guess });
      expect({ guess, status: res.status }).toEqual({ guess, status: 422 });
    }
    // None of the guesses used the real link up.
    expect((await client.post('verify-mail', { token })).status).toBe(200);
  });
});
