import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../commands/create-job';
import { registerClub } from '../../commands/register-club';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { countStats } from './stats.query';

const place = { zip: '8001', city: 'Zürich', state: 'CH-ZH', lat: 47.37, lon: 8.54 } as const;
const club = (name: string): ClubProfile => ({
  name,
  description: '',
  address: place,
  contactInformation: {},
});
const job: JobOffer = {
  clubFunction: 'SCHIEDSRICHTER',
  salary: 800,
  searchRadius: 0,
  description: 'Wir suchen dich.',
  jobExtras: [],
  address: place,
  contactInformation: {},
};
const person = (interests: PersonProfile['interestedClubFunctions']): PersonProfile => ({
  firstName: 'Lea',
  lastName: 'Meier',
  description: '',
  gender: 'FEMALE',
  address: place,
  interestedClubFunctions: interests,
  searchRadius: 0,
});

describe.each(testDatabaseKinds())('GET /api/stats on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
    const account = (email: string, country: 'CH' | 'DE' = 'CH') => ({ email, passwordHash: 'x', country });

    const swiss = await registerClub(t.db, account('a@example.com'), club('FC Aarau'));
    await verifyAccount(t.db, swiss.accountId);
    await createJob(t.db, swiss.clubId, job);
    await createJob(t.db, swiss.clubId, { ...job, clubFunction: 'TRAINER' });
    // Not verified yet: neither the club nor its offer count.
    const pending = await registerClub(t.db, account('b@example.com'), club('FC Baden'));
    await createJob(t.db, pending.clubId, job);
    const german = await registerClub(t.db, account('c@example.com', 'DE'), club('SV Musterstadt'));
    await verifyAccount(t.db, german.accountId);

    for (const [email, interests] of [
      ['p1@example.com', ['TRAINER']],
      ['p2@example.com', ['SPIELER', 'SCHIEDSRICHTER']],
      ['p3@example.com', []],
    ] as const) {
      const { accountId } = await registerPerson(t.db, account(email), person([...interests]));
      await verifyAccount(t.db, accountId);
    }
    await registerPerson(t.db, account('p4@example.com'), person(['TRAINER']));
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("counts the verified profiles and offers of the Swiss site's country", async () => {
    const res = await app.request('GET', '/api/stats');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      totalClubProfileCount: 1,
      totalJobOfferCount: 2,
      motivatedPersonProfileCount: 2,
      totalPersonProfileCount: 3,
    });
  });

  it('counts only German data on the German site', async () => {
    const res = await app.request('GET', '/api/stats', { host: 'de.localhost:3000' });
    expect(res.json).toEqual({
      totalClubProfileCount: 1,
      totalJobOfferCount: 0,
      motivatedPersonProfileCount: 0,
      totalPersonProfileCount: 0,
    });
  });

  it('counts a change at once, however recently the counters were read', async () => {
    const before = (await app.request('GET', '/api/stats')).json as Record<string, number>;
    const { accountId } = await registerPerson(
      t.db,
      { email: 'p5@example.com', passwordHash: 'x', country: 'CH' },
      person(['SPIELER']),
    );
    expect((await app.request('GET', '/api/stats')).json).toEqual(before);
    await verifyAccount(t.db, accountId);
    expect((await app.request('GET', '/api/stats')).json).toEqual({
      ...before,
      motivatedPersonProfileCount: (before.motivatedPersonProfileCount ?? 0) + 1,
      totalPersonProfileCount: (before.totalPersonProfileCount ?? 0) + 1,
    });
  });

  it('drops a locked account from the counters', async () => {
    // Operators lock accounts in the database, without an event: the site's counters follow within half
    // a minute (their cache), the count itself at once.
    const before = await countStats(t.db, 'CH');
    await t.db('accounts').where({ email: 'p1@example.com' }).update({ locked: true });
    expect(await countStats(t.db, 'CH')).toEqual({
      ...before,
      motivatedPersonProfileCount: before.motivatedPersonProfileCount - 1,
      totalPersonProfileCount: before.totalPersonProfileCount - 1,
    });
  });
});
