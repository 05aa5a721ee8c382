import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPerson } from '../commands/register-person';
import { changePassword } from '../commands/update-account-settings';
import { verifyAccount } from '../commands/verify-account';
import { hashPassword } from '../support/passwords';
import { startTestApp, type TestApp, type TestResponse } from '../testing/test-app';
import { createSession } from './sessions';
import { testPerson } from '../testing/test-person';

const person = testPerson('Lea', 'Meier');
const cookieOf = (res: TestResponse) =>
  (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

describe.each(testDatabaseKinds())('a session tied to the password it proved, on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let accountId: string;
  let n = 0;

  /** A fresh verified person with `password`, as an operator would find them. */
  async function account(password: string) {
    n += 1;
    const email = `lea${n}@example.com`;
    const passwordHash = await hashPassword(password);
    const registered = await registerPerson(t.db, { email, passwordHash, country: 'CH' }, person);
    await verifyAccount(t.db, registered.accountId);
    return { email, id: registered.accountId, passwordHash };
  }
  const hashOf = async (id: string) =>
    ((await t.db('accounts').where({ id }).first('passwordHash')) as { passwordHash: string }).passwordHash;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
    accountId = (await account('erstes-geheim')).id;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('starts no session on a password that stopped counting while the login checked it', async () => {
    const proven = await hashOf(accountId);
    expect(await createSession(t.db, accountId, 30, { provenHash: proven })).toEqual(expect.any(String));
    expect(await changePassword(t.db, accountId, await hashPassword('zweites-geheim'), proven)).toBe(true);
    expect(await createSession(t.db, accountId, 30, { provenHash: proven })).toBeNull();
  });

  it('changes a password only from the one the change checked', async () => {
    const before = await hashOf(accountId);
    expect(await changePassword(t.db, accountId, await hashPassword('drittes'), 'a stale hash')).toBe(false);
    expect(await hashOf(accountId)).toBe(before);
  });

  it('lets one of two password changes at once win, and tells the other that its old password no longer holds', async () => {
    const lea = await account('altes-geheim');
    const login = await app.request('POST', '/api/login', {
      body: JSON.stringify({ username: lea.email, password: 'altes-geheim' }),
    });
    const cookie = cookieOf(login);
    const change = (password: string) =>
      app.request('PUT', '/api/manage/password', {
        headers: { cookie },
        body: JSON.stringify({ oldPassword: 'altes-geheim', password, passwordConfirmation: password }),
      });
    const answers = await Promise.all([change('neues-geheim-a'), change('neues-geheim-b')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const loser = answers.find((a) => a.status === 422);
    expect(loser?.json).toEqual({ errors: { oldPassword: ['Das aktuelle Passwort stimmt nicht.'] } });
    const winner = answers[0]?.status === 200 ? 'neues-geheim-a' : 'neues-geheim-b';
    const signIn = (password: string) =>
      app.request('POST', '/api/login', { body: JSON.stringify({ username: lea.email, password }) });
    expect((await signIn(winner)).status).toBe(200);
    expect((await signIn(winner === 'neues-geheim-a' ? 'neues-geheim-b' : 'neues-geheim-a')).status).toBe(
      422,
    );
  });

  if (kind === 'postgres')
    it('holds a login until a password change in flight commits, and then starts no session', async () => {
      const lea = await account('vorher-geheim');
      const change = await t.db.transaction();
      await change('accounts')
        .where({ id: lea.id })
        .update({ passwordHash: await hashPassword('nachher') });
      let settled = false;
      const started = createSession(t.db, lea.id, 30, { provenHash: lea.passwordHash }).finally(
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await change.commit();
      expect(await started).toBeNull();
      const sessions = await t.db('sessions').where({ accountId: lea.id }).count({ n: '*' }).first();
      expect(Number(sessions?.n)).toBe(0);
    });
});
