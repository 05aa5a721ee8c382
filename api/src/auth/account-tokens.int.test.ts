import { serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueTokenMail } from '../commands/account-mail';
import { registerPerson } from '../commands/register-person';
import { testPerson } from '../testing/test-person';
import { consumeToken } from './account-tokens';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' } as const;
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())("a mailed link's validity, on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  async function queuedReset(email: string) {
    const { accountId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      testPerson('Uhr', email.split('@')[0] ?? ''),
    );
    const to = { accountId, email, country: 'CH', displayName: 'Uhr', kind: 'person' } as const;
    await t.db.transaction((trx) => queueTokenMail(trx, 'password-reset', to, SITES));
    return accountId;
  }

  async function linkOf(accountId: string) {
    const { expiresAt } = (await t.db('tokens').where({ accountId }).first('expiresAt')) as {
      expiresAt: Date;
    };
    const { sendBefore, textBody } = (await t.db('mail_outbox').where({ accountId }).first()) as {
      sendBefore: Date;
      textBody: string;
    };
    const { now } = (await t.db.raw('select now() as now')).rows[0] as { now: Date };
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(textBody)?.[1] ?? '');
    return { expiresAt, sendBefore, now, token };
  }

  it('expires an hour after it was issued, and its mail is not sent a moment later', async () => {
    const accountId = await queuedReset('stunde@example.ch');
    const { expiresAt, sendBefore, now } = await linkOf(accountId);
    expect(Math.abs(expiresAt.getTime() - (now.getTime() + HOUR))).toBeLessThan(60_000);
    expect(sendBefore.getTime()).toBe(expiresAt.getTime());
  });

  // The embedded database reads the process's own clock: only a server can disagree with the API host.
  serverOnlyIt(kind)("counts on the database's clock, not on a host clock that is a day off", async () => {
    // The API host's clock runs a day behind the database's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 24 * HOUR });
    const accountId = await queuedReset('uhr@example.ch');
    vi.useRealTimers();
    const { expiresAt, now, token } = await linkOf(accountId);
    expect(Math.abs(expiresAt.getTime() - (now.getTime() + HOUR))).toBeLessThan(60_000);
    // The link works, although the host thought it had expired a day ago.
    expect(await t.db.transaction((trx) => consumeToken(trx, 'password-reset', token))).toBe(accountId);
  });
});
