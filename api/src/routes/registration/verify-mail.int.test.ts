import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, type TokenPurpose } from '../../auth/account-tokens';
import { passwordPool } from '../../auth/password-pool';
import { hashToken } from '../../auth/tokens';
import { registerPerson } from '../../commands/register-person';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPerson } from '../../testing/test-person';

const INVALID_LINK = { message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.' };
const VERIFIED = { verified: true };
const person = testPerson('Vera', 'Zweimal');

describe.each(testDatabaseKinds())('opening a verification link again, on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** A fresh registration, unverified, and the raw link token of its verification mail. */
  async function registration(purpose: TokenPurpose = 'verify-mail') {
    n += 1;
    const { accountId } = await registerPerson(
      t.db,
      { email: `vera${n}@example.com`, passwordHash: 'x', country: 'CH' },
      person,
    );
    const token = await t.db.transaction((trx) => issueToken(trx, accountId, purpose));
    return { accountId, token };
  }
  const open = async (token: string) => {
    const res = await app.request('POST', '/api/verify-mail', { body: JSON.stringify({ token }) });
    return { status: res.status, body: res.json };
  };
  const verifiedAt = async (id: string) =>
    ((await t.db('accounts').where({ id }).first('verifiedAt')) as { verifiedAt: Date | null }).verifiedAt;
  const verifiedEvents = async (aggregateId: string) =>
    Number((await t.db('events').where({ aggregateId, type: 'account.verified' }).count({ n: '*' }))[0]?.n);

  it('answers the second opening of a used link as the first: the account is verified', async () => {
    const { accountId, token } = await registration();
    expect(await open(token)).toEqual({ status: 200, body: VERIFIED });
    expect(await open(token)).toEqual({ status: 200, body: VERIFIED });
    expect(await verifiedAt(accountId)).not.toBeNull();
    expect(await verifiedEvents(accountId)).toBe(1);
  });

  it('answers two openings at the same moment alike, and verifies once', async () => {
    const { accountId, token } = await registration();
    expect(await Promise.all([open(token), open(token)])).toEqual([
      { status: 200, body: VERIFIED },
      { status: 200, body: VERIFIED },
    ]);
    expect(await verifiedEvents(accountId)).toBe(1);
  });

  it('still refuses unknown and expired links, and a used one once it has expired', async () => {
    expect(await open('A'.repeat(43))).toEqual({ status: 422, body: INVALID_LINK });

    const expired = await registration();
    await t
      .db('tokens')
      .where({ tokenHash: hashToken(expired.token) })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await open(expired.token)).toEqual({ status: 422, body: INVALID_LINK });
    expect(await verifiedAt(expired.accountId)).toBeNull();

    const used = await registration();
    expect((await open(used.token)).status).toBe(200);
    await t
      .db('tokens')
      .where({ tokenHash: hashToken(used.token) })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await open(used.token)).toEqual({ status: 422, body: INVALID_LINK });
  });

  it('refuses a link replaced by a newer one while the account is unverified', async () => {
    const { accountId, token: first } = await registration();
    await t.db.transaction((trx) => issueToken(trx, accountId, 'verify-mail'));
    expect(await open(first)).toEqual({ status: 422, body: INVALID_LINK });
    expect(await verifiedAt(accountId)).toBeNull();
  });

  it('does not take a used password-reset link of a verified account as a verification link', async () => {
    const { accountId, token } = await registration('password-reset');
    await t
      .db('tokens')
      .where({ tokenHash: hashToken(token) })
      .update({ usedAt: t.db.fn.now() });
    await t.db('accounts').where({ id: accountId }).update({ verifiedAt: t.db.fn.now() });
    expect(await open(token)).toEqual({ status: 422, body: INVALID_LINK });
  });

  it('refuses a made-up reset link before it hashes the new password, and takes a real one', async () => {
    const reset = (token: string) =>
      app.request('POST', '/api/password-reset', {
        body: JSON.stringify({
          token,
          password: 'Neues-Passwort-8',
          passwordConfirmation: 'Neues-Passwort-8',
        }),
      });
    const hashed = passwordPool().completed;
    for (let i = 0; i < 3; i += 1) expect((await reset(`erfunden-${i}`)).json).toEqual(INVALID_LINK);
    expect(passwordPool().completed).toBe(hashed);
    const { token } = await registration('password-reset');
    expect((await reset(token)).json).toEqual({ reset: true });
    expect(passwordPool().completed).toBe(hashed + 1);
  });

  it('tells the reset page whether its link works, without using it up', async () => {
    const check = async (token: unknown) => {
      const res = await app.request('POST', '/api/password-reset/check', { body: JSON.stringify({ token }) });
      return { status: res.status, body: res.json };
    };
    const { accountId, token } = await registration('password-reset');
    expect(await check(token)).toEqual({ status: 200, body: { works: true } });
    expect(await check(token)).toEqual({ status: 200, body: { works: true } });
    expect(await check('erfunden')).toEqual({ status: 200, body: { works: false } });
    expect(await check('')).toEqual({
      status: 422,
      body: { errors: { token: ['Der Link ist unvollständig.'] } },
    });
    // A verification link is no reset link.
    expect(await check((await registration()).token)).toEqual({ status: 200, body: { works: false } });
    // Used: the page says so before a new password is typed.
    await t.db('tokens').where({ accountId }).update({ usedAt: t.db.fn.now() });
    expect(await check(token)).toEqual({ status: 200, body: { works: false } });
  });
});
