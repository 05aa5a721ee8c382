import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { hashSlots } from '../../auth/password-pool';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { hashPassword } from '../../support/passwords';
import { hashAtEarlierParameters } from '../../testing/earlier-password-hash';
import { startTestApp, type TestApp, type TestResponse } from '../../testing/test-app';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 } as const;
const person: PersonProfile = {
  firstName: 'Lea',
  lastName: 'Meier',
  description: '',
  gender: 'FEMALE',
  address: place,
  interestedClubFunctions: [],
  searchRadius: 0,
};
const cookieOf = (res: TestResponse) =>
  (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
const login = (app: TestApp, username: string, password: string, headers: Record<string, string> = {}) =>
  app.request('POST', '/api/login', { body: JSON.stringify({ username, password }), headers });

describe('signing in and out', () => {
  let t: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    app = await startTestApp(t.db);
    const passwordHash = await hashPassword('richtig-geheim');
    const { accountId } = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash, country: 'CH' },
      person,
    );
    await verifyAccount(t.db, accountId);
    await registerPerson(t.db, { email: 'offen@example.com', passwordHash, country: 'CH' }, person);
    const german = await registerPerson(
      t.db,
      { email: 'jan@example.com', passwordHash, country: 'DE' },
      person,
    );
    await verifyAccount(t.db, german.accountId);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('counts every API request but a login as serving, for which hashing leaves a core free', async () => {
    const slots = hashSlots();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await login(app, 'lea@example.com', 'richtig-geheim')).status).toBe(200);
    expect(slots.limit).toBe(slots.threads);
    expect((await app.request('GET', '/api/country')).status).toBe(200);
    expect(slots.limit).toBe(Math.max(1, slots.threads - 1));
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and a fresh session id at every login', async () => {
    const first = await login(app, 'LEA@example.com', 'richtig-geheim');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      email: 'lea@example.com',
      displayName: 'Lea Meier',
      admin: false,
      club: null,
    });
    const cookie = first.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^anpfiff_session=[\w-]{43};/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');

    const second = await login(app, 'lea@example.com', 'richtig-geheim', { cookie: cookieOf(first) });
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    // The session id planted before the second login is worth nothing now.
    expect(
      (await app.request('GET', '/api/authentication', { headers: { cookie: cookieOf(first) } })).json,
    ).toBeNull();
    expect(
      (await app.request('GET', '/api/authentication', { headers: { cookie: cookieOf(second) } })).json,
    ).toMatchObject({ email: 'lea@example.com' });
  });

  it('ends the session on logout', async () => {
    const cookie = cookieOf(await login(app, 'lea@example.com', 'richtig-geheim'));
    expect((await app.request('POST', '/api/logout', { headers: { cookie } })).status).toBe(200);
    expect((await app.request('GET', '/api/authentication', { headers: { cookie } })).json).toBeNull();
  });

  it('answers with the three login messages of the spec, revealing nothing without the right password', async () => {
    const message = async (user: string, pw: string, host?: string) => {
      const res = await app.request('POST', '/api/login', {
        body: JSON.stringify({ username: user, password: pw }),
        ...(host ? { host } : {}),
      });
      expect(res.status).toBe(422);
      return (res.json as { message: string }).message;
    };
    expect(await message('lea@example.com', 'falsch')).toBe('Ungültige Anmeldedaten');
    expect(await message('niemand@example.com', 'richtig-geheim')).toBe('Ungültige Anmeldedaten');
    expect(await message('jan@example.com', 'richtig-geheim')).toBe(
      'Anmeldedaten sind in diesem Land nicht gültig',
    );
    expect(await message('jan@example.com', 'falsch')).toBe('Ungültige Anmeldedaten');
    expect(await message('offen@example.com', 'richtig-geheim')).toBe('Dein Account ist gesperrt');
    expect(await message('offen@example.com', 'falsch')).toBe('Ungültige Anmeldedaten');
    // Longer than any account's address or password: wrong credentials too, not a mistake in a field.
    expect(await message(`${'a'.repeat(250)}@example.com`, 'falsch')).toBe('Ungültige Anmeldedaten');
    expect(await message('lea@example.com', 'x'.repeat(129))).toBe('Ungültige Anmeldedaten');
  });

  it('signs in with any password the forms accept, counted in characters: 128 emoji', async () => {
    const emoji = '😀'.repeat(128);
    const { accountId } = await registerPerson(
      t.db,
      { email: 'emoji@example.com', passwordHash: await hashPassword(emoji), country: 'CH' },
      person,
    );
    await verifyAccount(t.db, accountId);
    expect((await login(app, 'emoji@example.com', emoji)).status).toBe(200);
    expect((await login(app, 'emoji@example.com', `${emoji}x`)).json).toEqual({
      message: 'Ungültige Anmeldedaten',
    });
  });

  it('names both missing fields', async () => {
    const res = await app.request('POST', '/api/login', { body: '{}' });
    expect(res.json).toEqual({
      errors: { username: ['E-Mail ist ein Pflichtfeld.'], password: ['Passwort ist ein Pflichtfeld.'] },
    });
  });

  it('refuses writes from a foreign page', async () => {
    const res = await app.request('POST', '/api/login', {
      body: JSON.stringify({ username: 'lea@example.com', password: 'richtig-geheim' }),
      headers: { origin: 'https://boese.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('slows down guessing: an account is locked out for a while after ten failed attempts', async () => {
    await t.db('rate_limits').delete();
    for (let i = 0; i < 10; i += 1)
      expect((await login(app, 'lea@example.com', `falsch-${i}`)).status).toBe(422);
    const blocked = await login(app, 'lea@example.com', 'richtig-geheim');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json).toEqual({
      message: 'Zu viele Anmeldeversuche. Bitte versuche es in einigen Minuten noch einmal.',
    });
  });

  it('starts the failed attempts of an account anew at a successful login', async () => {
    await t.db('rate_limits').delete();
    for (let i = 0; i < 9; i += 1) await login(app, 'lea@example.com', `falsch-${i}`);
    expect((await login(app, 'lea@example.com', 'richtig-geheim')).status).toBe(200);
    // Ten more guesses would be refused from the second on if the nine before still counted.
    for (let i = 0; i < 10; i += 1)
      expect((await login(app, 'lea@example.com', `falsch-${i}`)).status).toBe(422);
    expect((await login(app, 'lea@example.com', 'falsch')).status).toBe(429);
  });

  it('counts only failed logins against an address: a club house signing in its members is not locked out', async () => {
    await t.db('rate_limits').delete();
    onTestFinished(() => t.db('rate_limits').delete());
    // Over the address's 50 per window, all right: each success gives its hit back.
    for (let i = 0; i < 55; i += 1)
      expect((await login(app, 'lea@example.com', 'richtig-geheim')).status).toBe(200);
    // Failures still count, whatever succeeds between them: a guesser who signs in to an account of their own
    // after each guess at others' is stopped after 50 guesses, and so is the right password after them.
    for (let i = 0; i < 50; i += 1) {
      expect((await login(app, `gast-${i % 10}@example.com`, 'falsch')).status).toBe(422);
      expect((await login(app, 'lea@example.com', 'richtig-geheim')).status).toBe(i < 49 ? 200 : 429);
    }
    expect((await login(app, 'gast-0@example.com', 'falsch')).status).toBe(429);
  });

  it('stores a password hashed at earlier parameters anew at the next login, and only then', async () => {
    // At the real parameters, not the suite's one pass (vitest.config.ts).
    vi.stubEnv('PASSWORD_HASH_TEST_PASSES', '');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const earlier = hashAtEarlierParameters('alt-geheim');
    const { accountId } = await registerPerson(
      t.db,
      { email: 'alt@example.com', passwordHash: earlier, country: 'CH' },
      person,
    );
    await verifyAccount(t.db, accountId);
    const stored = async () =>
      ((await t.db('accounts').where({ id: accountId }).first('passwordHash')) as { passwordHash: string })
        .passwordHash;

    expect((await login(app, 'alt@example.com', 'falsch')).status).toBe(422);
    expect(await stored()).toBe(earlier);
    expect((await login(app, 'alt@example.com', 'alt-geheim')).status).toBe(200);
    const renewed = await stored();
    expect(renewed).toMatch(/^\$argon2id\$v=19\$m=19456,t=15,p=1\$/);
    expect((await login(app, 'alt@example.com', 'alt-geheim')).status).toBe(200);
    expect(await stored()).toBe(renewed);
  });
});
