import { waitForLockWaits, serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from './delete-account';
import { initiatePasswordReset } from './password-reset';
import { registerPerson } from './register-person';
import { verifyAccount } from './verify-account';
import { testPerson } from '../testing/test-person';

const SITES = { CH: 'http://localhost:3000', DE: 'http://de.localhost:3000' };
const person = testPerson('Rita', 'Resetdelete');

describe.each(testDatabaseKinds())(
  'a password reset asked for while the account is deleted, on %s',
  (kind) => {
    let t: TestDatabase;
    let n = 0;

    beforeAll(async () => {
      t = await openTestDatabase(kind);
    });
    afterAll(() => t?.close());

    async function account() {
      n += 1;
      const email = `rita${n}@example.com`;
      const { accountId } = await registerPerson(t.db, { email, passwordHash: 'x', country: 'CH' }, person);
      await verifyAccount(t.db, accountId);
      // The verification mail is of no interest here.
      await t.db('mail_outbox').where({ accountId }).delete();
      return { email, accountId };
    }
    /** Reset mails that could still go out: to the address, or to nobody's account any more. */
    const pendingResets = async (email: string) =>
      t
        .db('mail_outbox')
        .whereNull('sentAt')
        .where({ template: 'password-reset' })
        .andWhere((q) => q.where({ toAddress: email }).orWhereNull('accountId'))
        .select('id', 'accountId');

    /** How each command ended: a failed one (say a foreign key violation) shows as 'rejected'. */
    const settled = async (...commands: (Promise<unknown> | undefined)[]) =>
      (await Promise.allSettled(commands)).map((r) => r.status);

    it('queues nothing for an account deleted before, and answers as for an unknown address', async () => {
      const { email, accountId } = await account();
      expect(await deleteAccount(t.db, accountId)).not.toBeNull();
      await expect(initiatePasswordReset(t.db, email, 'CH', SITES)).resolves.toBeUndefined();
      expect(await pendingResets(email)).toEqual([]);
    });

    // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
    serverOnlyIt(kind)(
      'leaves no reset mail when the reset came first: the deletion waits for it and removes its mail',
      async () => {
        const { email, accountId } = await account();
        const holder = await t.db.transaction();
        let reset: Promise<void> | undefined;
        let deletion: Promise<unknown> | undefined;
        try {
          await holder('accounts').where({ id: accountId }).forUpdate().first('id');
          reset = initiatePasswordReset(t.db, email, 'CH', SITES);
          await waitForLockWaits(t.db, 1);
          deletion = deleteAccount(t.db, accountId);
          await waitForLockWaits(t.db, 2);
        } finally {
          await holder.commit();
        }
        expect(await settled(reset, deletion)).toEqual(['fulfilled', 'fulfilled']);
        expect(await pendingResets(email)).toEqual([]);
      },
    );

    serverOnlyIt(kind)(
      'queues nothing and fails nothing when the deletion came first: the reset waits and finds no account',
      async () => {
        const { email, accountId } = await account();
        const holder = await t.db.transaction();
        let reset: Promise<void> | undefined;
        let deletion: Promise<unknown> | undefined;
        try {
          await holder('accounts').where({ id: accountId }).forUpdate().first('id');
          deletion = deleteAccount(t.db, accountId);
          await waitForLockWaits(t.db, 1);
          reset = initiatePasswordReset(t.db, email, 'CH', SITES);
          await waitForLockWaits(t.db, 2);
        } finally {
          await holder.commit();
        }
        expect(await settled(reset, deletion)).toEqual(['fulfilled', 'fulfilled']);
        expect(await pendingResets(email)).toEqual([]);
      },
    );
  },
);
