import { registerPerson } from '@anpfiff/api/commands/register-person';
import { testPerson } from '@anpfiff/api/testing/test-person';
import type { StoredEvent } from '@anpfiff/core/events/event-log';
import { serverOnlyIt, waitForLockWaits } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRecipient } from './mail-recipients';

describe.each(testDatabaseKinds())('the addresses the mailer keeps for a confirmation, on %s', (kind) => {
  let t: TestDatabase;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t?.close());

  async function account() {
    n += 1;
    const email = `empfang${n}@example.ch`;
    const { accountId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      testPerson('Mira', 'Empfang'),
    );
    return { accountId, email };
  }
  const accountEvent = (accountId: string) =>
    ({ aggregateType: 'account', aggregateId: accountId, type: 'account.updated' }) as StoredEvent;
  const kept = (accountId: string) =>
    t.db('mail_recipients').where({ accountId }).first('email', 'displayName');

  it('keeps the address and greeting as they are now, and nothing for an account deleted since', async () => {
    const { accountId, email } = await account();
    await refreshRecipient(t.db, accountEvent(accountId));
    expect(await kept(accountId)).toEqual({ email, displayName: 'Mira' });
    await t.db('accounts').where({ id: accountId }).delete();
    await t.db('mail_recipients').where({ accountId }).delete();
    await refreshRecipient(t.db, accountEvent(accountId));
    expect(await kept(accountId)).toBeUndefined();
  });

  serverOnlyIt(kind)(
    'does not bring back the address a deletion without confirmation removed while it was reading',
    async () => {
      const { accountId } = await account();
      await refreshRecipient(t.db, accountEvent(accountId));
      // A deletion that asked for no confirmation (housekeeping of an unverified registration), half done.
      const deletion = await t.db.transaction();
      let refresh: Promise<void> | undefined;
      try {
        await deletion('accounts').where({ id: accountId }).forUpdate().first('id');
        await deletion('mail_recipients').where({ accountId }).delete();
        refresh = refreshRecipient(t.db, accountEvent(accountId));
        await waitForLockWaits(t.db, 1);
        await deletion('accounts').where({ id: accountId }).delete();
      } finally {
        await deletion.commit();
      }
      await refresh;
      expect(await kept(accountId)).toBeUndefined();
    },
  );
});
