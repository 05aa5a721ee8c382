import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LINK_VALIDITY } from '@anpfiff/core/mail/templates/link-validity';
import { waitForLockWaits } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/account-tokens';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { verifyAccount } from '../commands/verify-account';
import { newUploadFileName, uploadsDir } from '../uploads/upload-files';
import { deleteUnverifiedAccounts, UNVERIFIED_GRACE_DAYS } from './delete-unverified-accounts';
import { houseKeep } from './start-housekeeping';

const DAY = 86_400_000;
const VALIDITY_DAYS = LINK_VALIDITY['verify-mail'].ms / DAY;
const address = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 } as const;
const person = (firstName: string): PersonProfile => ({
  firstName,
  lastName: 'Unbestätigt',
  description: '',
  gender: 'FEMALE',
  address,
  interestedClubFunctions: [],
  searchRadius: 0,
});
const club: ClubProfile = {
  name: 'FC Nie Bestätigt',
  description: '',
  address,
  contactInformation: { firstName: 'Kurt', lastName: 'Kontakt', email: 'kurt@example.com' },
};

describe.each(testDatabaseKinds())('housekeeping of registrations never verified, on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let n = 0;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-unverified-'));
    fs.mkdirSync(uploadsDir(dataDir), { recursive: true });
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  /**
   * A person registered `registeredDaysAgo` days ago whose newest verification link expired `expiredDaysAgo`
   * days ago (negative: still valid); no link at all with `expiredDaysAgo` null.
   */
  async function registration(registeredDaysAgo: number, expiredDaysAgo: number | null) {
    n += 1;
    const email = `unbestaetigt${n}@example.com`;
    const { accountId, personId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      person(`Nora${n}`),
    );
    await t
      .db('accounts')
      .where({ id: accountId })
      .update({ createdAt: daysAgo(registeredDaysAgo) });
    if (expiredDaysAgo !== null) {
      await t.db.transaction((trx) => issueToken(trx, accountId, 'verify-mail'));
      await t
        .db('tokens')
        .where({ accountId })
        .update({ expiresAt: daysAgo(expiredDaysAgo) });
    }
    return { accountId, personId, email };
  }
  const exists = async (id: string) => (await t.db('accounts').where({ id }).first('id')) !== undefined;

  it(`deletes a registration ${UNVERIFIED_GRACE_DAYS} days after its verification link expired, as any deletion`, async () => {
    const abandoned = await registration(
      VALIDITY_DAYS + UNVERIFIED_GRACE_DAYS + 1,
      UNVERIFIED_GRACE_DAYS + 1,
    );
    const fileName = newUploadFileName();
    fs.writeFileSync(path.join(uploadsDir(dataDir), fileName), 'webp');
    await t.db('uploads').insert({
      accountId: abandoned.accountId,
      fileName,
      mime: 'image/webp',
      size: 4,
      width: 1,
      height: 1,
    });
    const inGrace = await registration(VALIDITY_DAYS + UNVERIFIED_GRACE_DAYS - 1, UNVERIFIED_GRACE_DAYS - 1);

    const removed = await houseKeep(t.db, dataDir);

    expect(removed.unverifiedAccounts).toBe(1);
    expect(await exists(abandoned.accountId)).toBe(false);
    expect(await t.db('persons').where({ id: abandoned.personId }).first('id')).toBeUndefined();
    expect(fs.existsSync(path.join(uploadsDir(dataDir), fileName))).toBe(false);
    // The deletion's event: search and matchings follow it as after any deletion.
    expect(
      await t
        .db('events')
        .where({ aggregateId: abandoned.accountId, type: 'account.deleted' })
        .first('payload'),
    ).toMatchObject({ payload: { kind: 'person', profileId: abandoned.personId } });
    // Within the grace period the account stays, and so does its expired link, which dates it.
    expect(await exists(inGrace.accountId)).toBe(true);
    expect(await t.db('tokens').where({ accountId: inGrace.accountId }).first('id')).toBeDefined();
    // The address is free again.
    await expect(
      registerPerson(t.db, { email: abandoned.email, passwordHash: 'x', country: 'CH' }, person('Echt')),
    ).resolves.toMatchObject({ accountId: expect.any(String) });
  });

  it('counts from the newest link: an old registration that asked for a new link recently stays', async () => {
    const resent = await registration(60, null);
    await t.db.transaction((trx) => issueToken(trx, resent.accountId, 'verify-mail'));
    const resentLongAgo = await registration(60, UNVERIFIED_GRACE_DAYS - 2);
    // A verification link asked for again is a reset link (resend-verification): it holds the account
    // while it works, and once it expired the grace of the first link is all that counts.
    const askedAgain = await registration(60, UNVERIFIED_GRACE_DAYS + 1);
    await t.db.transaction((trx) => issueToken(trx, askedAgain.accountId, 'password-reset'));
    const askedAgainLongAgo = await registration(60, UNVERIFIED_GRACE_DAYS + 1);
    await t.db.transaction((trx) => issueToken(trx, askedAgainLongAgo.accountId, 'password-reset'));
    await t
      .db('tokens')
      .where({ accountId: askedAgainLongAgo.accountId, purpose: 'password-reset' })
      .update({ expiresAt: daysAgo(1) });

    // A whole round: pruning keeps the expired link that dates the second one.
    expect((await houseKeep(t.db, dataDir)).unverifiedAccounts).toBe(1);
    expect([
      await exists(resent.accountId),
      await exists(resentLongAgo.accountId),
      await exists(askedAgain.accountId),
      await exists(askedAgainLongAgo.accountId),
    ]).toEqual([true, true, true, false]);
  });

  it('deletes an old registration without any link, a club too; never a verified account or an admin', async () => {
    const noLink = await registration(VALIDITY_DAYS + UNVERIFIED_GRACE_DAYS + 1, null);
    const { accountId: clubAccount } = await registerClub(
      t.db,
      { email: 'nie@fc.example.com', passwordHash: 'x', country: 'CH' },
      club,
    );
    await t
      .db('accounts')
      .where({ id: clubAccount })
      .update({ createdAt: daysAgo(100) });
    const verified = await registration(100, 90);
    await verifyAccount(t.db, verified.accountId);
    const [admin] = (await t
      .db('accounts')
      .insert({
        email: 'admin@example.com',
        kind: 'admin',
        country: 'CH',
        passwordHash: 'x',
        createdAt: daysAgo(100),
      })
      .returning('id')) as { id: string }[];

    expect(await deleteUnverifiedAccounts(t.db, dataDir)).toBe(2);
    expect(await exists(noLink.accountId)).toBe(false);
    expect(await exists(clubAccount)).toBe(false);
    expect(await exists(verified.accountId)).toBe(true);
    expect(await exists(String(admin?.id))).toBe(true);
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  it.runIf(kind === 'postgres')(
    'keeps a registration that asked for a new link while housekeeping was about to delete it',
    async () => {
      const late = await registration(60, UNVERIFIED_GRACE_DAYS + 1);
      // The new-link request holds the account, as resendVerification does, while housekeeping comes.
      const resend = await t.db.transaction();
      let round: Promise<number> | undefined;
      try {
        await resend('accounts').where({ id: late.accountId }).forUpdate().first('id');
        round = deleteUnverifiedAccounts(t.db, dataDir);
        await waitForLockWaits(t.db, 1);
        await issueToken(resend, late.accountId, 'password-reset');
      } finally {
        await resend.commit();
      }
      expect(await round).toBe(0);
      expect(await exists(late.accountId)).toBe(true);
    },
  );
});
