import { serverOnlyIt, waitForLockWaits } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionAccount } from '../auth/sessions';
import { testPerson } from '../testing/test-person';
import { setAccountLocked } from './lock-account';
import { initiatePasswordReset, resetPassword } from './password-reset';
import { registerPerson } from './register-person';
import { verifyAccount } from './verify-account';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' } as const;

describe.each(testDatabaseKinds())('locking and unlocking an account, on %s', (kind) => {
  let t: TestDatabase;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t?.close());

  async function person() {
    n += 1;
    const email = `lena${n}@example.com`;
    const { accountId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      testPerson('Lena', `Sperre${n}`),
    );
    await verifyAccount(t.db, accountId);
    return { email, accountId };
  }
  async function admin(email: string) {
    const [row] = (await t
      .db('accounts')
      .insert({ email, kind: 'admin', country: 'CH', passwordHash: 'x', verifiedAt: new Date() })
      .returning('id')) as { id: string }[];
    return String(row?.id);
  }
  const accountRow = (id: string) => t.db('accounts').where({ id }).first('locked', 'version');
  const lockEvents = (accountId: string) =>
    t
      .db('events')
      .where({ type: 'account.updated', aggregateId: accountId })
      .orderBy('id')
      .select('country', 'version', 'payload');
  const eventCount = async () => Number((await t.db('events').count('* as c').first())?.c);

  it('locks: the flag, a new version, every session of the account gone, one account.updated event', async () => {
    const { email, accountId } = await person();
    const other = await person();
    const sessions = [await createSession(t.db, accountId, 30), await createSession(t.db, accountId, 30)];
    const othersSession = await createSession(t.db, other.accountId, 30);
    const before = await accountRow(accountId);

    const result = await setAccountLocked(t.db, email.toUpperCase(), true);

    expect(result).toEqual({
      outcome: 'changed',
      accountId,
      email,
      kind: 'person',
      endedSessions: 2,
      noAdminLeft: false,
    });
    expect(await accountRow(accountId)).toEqual({ locked: true, version: before.version + 1 });
    expect(Number((await t.db('sessions').where({ accountId }).count('* as c').first())?.c)).toBe(0);
    for (const token of sessions) expect(await findSessionAccount(t.db, token)).toBeNull();
    expect((await findSessionAccount(t.db, othersSession))?.id).toBe(other.accountId);
    expect(await lockEvents(accountId)).toEqual([
      { country: 'CH', version: before.version + 1, payload: { changed: 'locked', locked: true } },
    ]);
  });

  it('changes nothing and appends nothing when the account is locked already, or unlocked already', async () => {
    const { email, accountId } = await person();
    expect((await setAccountLocked(t.db, email, false)).outcome).toBe('unchanged');
    await setAccountLocked(t.db, email, true);
    const row = await accountRow(accountId);
    const events = await eventCount();
    expect(await setAccountLocked(t.db, email, true)).toEqual({
      outcome: 'unchanged',
      accountId,
      email,
      kind: 'person',
    });
    expect(await accountRow(accountId)).toEqual(row);
    expect(await eventCount()).toBe(events);
  });

  it('unlocks with an event of its own; the sessions the lock ended stay ended', async () => {
    const { email, accountId } = await person();
    const token = await createSession(t.db, accountId, 30);
    await setAccountLocked(t.db, email, true);
    const result = await setAccountLocked(t.db, ` ${email} `, false);
    expect(result).toMatchObject({ outcome: 'changed', endedSessions: 0 });
    expect((await accountRow(accountId)).locked).toBe(false);
    expect((await lockEvents(accountId)).map((e) => e.payload)).toEqual([
      { changed: 'locked', locked: true },
      { changed: 'locked', locked: false },
    ]);
    expect(await findSessionAccount(t.db, token)).toBeNull();
    const fresh = await createSession(t.db, accountId, 30);
    expect((await findSessionAccount(t.db, fresh))?.id).toBe(accountId);
  });

  it('takes back the links mailed before a lock, and their waiting mails: none sets a password after the unlock', async () => {
    const { email, accountId } = await person();
    await initiatePasswordReset(t.db, email, 'CH', SITES);
    const waiting = (await t
      .db('mail_outbox')
      .where({ accountId })
      .whereNull('sentAt')
      .select('textBody')) as {
      textBody: string;
    }[];
    expect(waiting).toHaveLength(1);
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(waiting[0]?.textBody ?? '')?.[1] ?? '');
    expect(token).not.toBe('');

    await setAccountLocked(t.db, email, true);
    expect(await t.db('mail_outbox').where({ accountId }).whereNull('sentAt').select('id')).toEqual([]);
    await setAccountLocked(t.db, email, false);
    expect(await resetPassword(t.db, token, 'fremd')).toBe(false);
    expect((await t.db('accounts').where({ id: accountId }).first('passwordHash'))?.passwordHash).toBe('x');
  });

  it('changes nothing for an unknown address', async () => {
    await person();
    const events = await eventCount();
    const accounts = await t.db('accounts').orderBy('id').select('id', 'locked', 'version');
    expect(await setAccountLocked(t.db, 'niemand@example.com', true)).toEqual({ outcome: 'unknown' });
    expect(await setAccountLocked(t.db, 'niemand@example.com', false)).toEqual({ outcome: 'unknown' });
    expect(await eventCount()).toBe(events);
    expect(await t.db('accounts').orderBy('id').select('id', 'locked', 'version')).toEqual(accounts);
  });

  it('locks admin accounts too, the last unlocked one included, and says when none is left', async () => {
    const first = await admin('admin1@example.com');
    await admin('admin2@example.com');
    expect(await setAccountLocked(t.db, 'admin1@example.com', true)).toMatchObject({
      outcome: 'changed',
      kind: 'admin',
      noAdminLeft: false,
    });
    expect(await setAccountLocked(t.db, 'admin2@example.com', true)).toMatchObject({
      outcome: 'changed',
      noAdminLeft: true,
    });
    expect((await lockEvents(first)).map((e) => e.payload)).toEqual([{ changed: 'locked', locked: true }]);
    expect(await setAccountLocked(t.db, 'admin2@example.com', false)).toMatchObject({ outcome: 'changed' });
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)('locks once when two operators lock at the same time', async () => {
    const { email, accountId } = await person();
    const holder = await t.db.transaction();
    let locks: ReturnType<typeof setAccountLocked>[] | undefined;
    try {
      await holder('accounts').where({ id: accountId }).forUpdate().first('id');
      locks = [setAccountLocked(t.db, email, true), setAccountLocked(t.db, email, true)];
      await waitForLockWaits(t.db, 2);
    } finally {
      await holder.commit();
    }
    const outcomes = (await Promise.all(locks)).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['changed', 'unchanged']);
    expect(await lockEvents(accountId)).toHaveLength(1);
  });
});
