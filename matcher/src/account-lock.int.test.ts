import { createJob } from '@anpfiff/api/commands/create-job';
import { setAccountLocked } from '@anpfiff/api/commands/lock-account';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { changePassword } from '@anpfiff/api/commands/update-account-settings';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import type { EventLog, Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import { leaProfile, WINTERTHUR } from './testing/matcher-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHER_GROUP } from './matcher-handler';
import { matcherConsumer } from './start-matcher';

const offer: JobOffer = {
  clubFunction: 'TRAINER',
  subClubFunction: 'TORWARTTRAINER',
  salary: 0,
  searchRadius: 0,
  description: 'Wir suchen einen Torwarttrainer.',
  jobExtras: [],
  address: WINTERTHUR,
  contactInformation: {},
};

describe.each(testDatabaseKinds())('the matcher when an operator locks an account, on %s', (kind) => {
  let t: TestDatabase;
  let log: EventLog;
  let subscription: Subscription;
  let lockedClub: { clubId: string; jobIds: string[] };
  let otherJob: string;
  let personId: string;

  /** Waits until the running matcher has handled every event appended so far. */
  const settled = async () => {
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await waitFor('the matcher to catch up', async () => {
      const lag = (await log.lag()).find((l) => l.group === MATCHER_GROUP);
      return lag?.offset != null && BigInt(lag.offset) >= BigInt(head?.id ?? 0) && lag.lag === 0;
    });
  };
  const jobsOf = async (where: Record<string, string>) =>
    ((await t.db('matchings').where(where).select('jobId')) as { jobId: string }[])
      .map((m) => m.jobId)
      .sort();
  const head = async () => String((await t.db('events').max({ id: 'id' }).first())?.id ?? 0);
  /** The matching.changed events after an offset, as the live updates hand them on. */
  const announcedSince = async (offset: string) =>
    (
      (await t
        .db('events')
        .where({ type: 'matching.changed' })
        .where('id', '>', offset)
        .select('payload')) as { payload: { jobId: string; change: string } }[]
    )
      .map((e) => `${e.payload.change} ${e.payload.jobId}`)
      .sort();

  async function club(email: string, jobs: number) {
    const registered = await registerClub(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      { name: email, description: '', address: WINTERTHUR, contactInformation: {} },
    );
    await verifyAccount(t.db, registered.accountId);
    const jobIds: string[] = [];
    for (let i = 0; i < jobs; i += 1) jobIds.push((await createJob(t.db, registered.clubId, offer)).jobId);
    return { clubId: registered.clubId, jobIds };
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
    subscription = await log.subscribe(matcherConsumer());
    lockedClub = await club('gesperrt@example.com', 2);
    [otherJob = ''] = (await club('offen@example.com', 1)).jobIds;
    const person = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: 'x', country: 'CH' },
      leaProfile(),
    );
    personId = person.personId;
    await verifyAccount(t.db, person.accountId);
    await settled();
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  it("drops a locked person's matchings, announces each, and recomputes them on unlock", async () => {
    const all = [...lockedClub.jobIds, otherJob].sort();
    expect(await jobsOf({ personId })).toEqual(all);

    const before = await head();
    await setAccountLocked(t.db, 'lea@example.com', true);
    await settled();
    expect(await jobsOf({ personId })).toEqual([]);
    expect(await announcedSince(before)).toEqual(all.map((j) => `removed ${j}`));

    const locked = await head();
    await setAccountLocked(t.db, 'lea@example.com', false);
    await settled();
    expect(await jobsOf({ personId })).toEqual(all);
    expect(await announcedSince(locked)).toEqual(all.map((j) => `added ${j}`));
  });

  it("drops the matchings of every offer of a locked club, leaves other clubs' alone, and restores them", async () => {
    await setAccountLocked(t.db, 'gesperrt@example.com', true);
    await settled();
    expect(await jobsOf({ clubId: lockedClub.clubId })).toEqual([]);
    expect(await jobsOf({ personId })).toEqual([otherJob]);

    await setAccountLocked(t.db, 'gesperrt@example.com', false);
    await settled();
    expect(await jobsOf({ personId })).toEqual([...lockedClub.jobIds, otherJob].sort());
  });

  it('recomputes nothing for an account change that is no lock', async () => {
    const accountId = String(
      (await t.db('accounts').where({ email: 'gesperrt@example.com' }).first('id'))?.id,
    );
    // A row changed behind the matcher's back stays as it is unless the matcher recomputes the club.
    await t.db('matchings').where({ clubId: lockedClub.clubId }).update({ score: 1 });
    await changePassword(t.db, accountId, 'y', 'x');
    await settled();
    expect(await t.db('matchings').where({ clubId: lockedClub.clubId }).pluck('score')).toEqual([1, 1]);
    expect(await t.db('event_dead_letters').where({ groupName: MATCHER_GROUP }).select('error')).toEqual([]);
  });
});
