import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueToken } from '@anpfiff/api/auth/account-tokens';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { deleteUnverifiedAccounts } from '@anpfiff/api/housekeeping/delete-unverified-accounts';
import { loadConfig } from '@anpfiff/core/config/config';
import type { Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILER_GROUP, mailerConsumers } from '../mailer-consumers';

describe.each(testDatabaseKinds())('housekeeping of a registration never verified, on %s', (kind) => {
  let t: TestDatabase;
  let log: PgEventLog;
  let subscription: Subscription | undefined;
  let dataDir: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
    const consumer = mailerConsumers({ config: loadConfig({}) }).find((c) => c.group === MAILER_GROUP);
    if (!consumer) throw new Error('no mailer consumer');
    subscription = await log.subscribe(consumer);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-unverified-mail-'));
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // Up to the newest event: the lag alone can read 0 too early on a shared PostgreSQL server.
  const caughtUp = async () => {
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await expect
      .poll(async () => {
        const lag = (await log.lag()).find((l) => l.group === MAILER_GROUP);
        return lag?.offset != null && BigInt(lag.offset) >= BigInt(head?.id ?? 0) && lag.lag === 0;
      })
      .toBe(true);
  };

  it('sends the address no mail about the deletion: nobody asked for it, and it was never confirmed', async () => {
    const { accountId } = await registerPerson(
      t.db,
      { email: 'niemals@example.ch', passwordHash: 'x', country: 'CH' },
      {
        firstName: 'Nie',
        lastName: 'Bestätigt',
        description: '',
        gender: 'FEMALE',
        address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 },
        interestedClubFunctions: [],
        searchRadius: 0,
      },
    );
    await t.db.transaction((trx) => issueToken(trx, accountId, 'verify-mail'));
    await t
      .db('accounts')
      .where({ id: accountId })
      .update({ createdAt: new Date(Date.now() - 30 * 86_400_000) });
    await t
      .db('tokens')
      .where({ accountId })
      .update({ expiresAt: new Date(Date.now() - 20 * 86_400_000) });
    await caughtUp();
    // The mailer keeps the address of every account it heard of, for a confirmation.
    expect(await t.db('mail_recipients').where({ accountId }).first('email')).toEqual({
      email: 'niemals@example.ch',
    });

    expect(await deleteUnverifiedAccounts(t.db, dataDir)).toBe(1);
    await caughtUp();

    expect(await t.db('mail_outbox').select('template', 'toAddress')).toEqual([]);
    expect(await t.db('mail_recipients').where({ accountId }).first()).toBeUndefined();
  });
});
