import type { EventLog, Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { createJob } from '@anpfiff/api/commands/create-job';
import { deleteAccount } from '@anpfiff/api/commands/delete-account';
import { deleteJob } from '@anpfiff/api/commands/delete-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { updatePerson } from '@anpfiff/api/commands/update-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import { leaProfile, WINTERTHUR, ZURICH } from './testing/matcher-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHER_EVENTS, MATCHER_GROUP, matcherHandler } from './matcher-handler';
import { rebuildMatchings } from './rebuild';

const offer = (over: Partial<JobOffer> = {}): JobOffer => ({
  clubFunction: 'TRAINER',
  subClubFunction: 'TORWARTTRAINER',
  salary: 0,
  searchRadius: 0,
  description: 'Wir suchen einen Torwarttrainer für unsere erste Mannschaft.',
  jobExtras: [],
  address: WINTERTHUR,
  contactInformation: {},
  ...over,
});

const profile = leaProfile;

describe.each(testDatabaseKinds())('the matcher on %s', (kind) => {
  let t: TestDatabase;
  let log: EventLog;
  let subscription: Subscription;
  let clubAccount: string;
  let clubId: string;
  let jobId: string;
  let personAccount: string;
  let personId: string;

  /** Waits until the matcher has handled every event appended so far. */
  const settled = async () => {
    // Up to the newest event appended so far: the lag alone can read 0 too early on a shared PostgreSQL
    // server, where an open transaction in another database hides just committed events for a moment.
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await waitFor('the matcher to catch up', async () => {
      const lag = (await log.lag()).find((l) => l.group === MATCHER_GROUP);
      return lag?.offset != null && BigInt(lag.offset) >= BigInt(head?.id ?? 0) && lag.lag === 0;
    });
  };
  const matchingsOf = (where: Record<string, string>) =>
    t
      .db('matchings')
      .where(where)
      .orderBy(['jobId', 'personId'])
      .select('jobId', 'personId', 'score', 'distanceKm');

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
    subscription = await log.subscribe({
      group: MATCHER_GROUP,
      handler: matcherHandler,
      types: MATCHER_EVENTS,
    });
    const club = await registerClub(
      t.db,
      { email: 'verein@example.com', passwordHash: 'x', country: 'CH' },
      { name: 'FC Winterthur-Seen', description: '', address: WINTERTHUR, contactInformation: {} },
    );
    ({ accountId: clubAccount, clubId } = club);
    await verifyAccount(t.db, clubAccount);
    ({ jobId } = await createJob(t.db, clubId, offer()));
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  it("puts a person who registers, verifies and states interests into the offer's list and the offer into theirs", async () => {
    const person = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: 'x', country: 'CH' },
      profile(),
    );
    ({ accountId: personAccount, personId } = person);
    await settled();
    expect(await matchingsOf({ jobId })).toEqual([]); // not verified yet
    await verifyAccount(t.db, personAccount);
    await settled();
    const rows = await matchingsOf({ personId });
    expect(rows).toEqual([{ jobId, personId, score: expect.any(Number), distanceKm: expect.closeTo(19, 0) }]);
    const reasons = (await t.db('matchings').where({ jobId, personId }).first('reasons')).reasons;
    expect(reasons[0].text).toBe('Gesucht wird Torwarttrainer: passt zum Interesse an Trainer');
    const announced = await t.db('events').where({ type: 'matching.changed' }).select('payload');
    expect(announced.map((e) => e.payload)).toEqual([{ jobId, personId, clubId, change: 'added' }]);
  });

  it('rewrites reasons stored in older words on a rebuild, and keeps when the matching was new', async () => {
    // Rows written before the function reasons were reworded for both audiences ("… dein Interesse").
    const row = () => t.db('matchings').where({ jobId, personId }).first('reasons', 'createdAt', 'version');
    const before = await row();
    const old = [
      { kind: 'function', text: 'Gesucht wird Torwarttrainer: passt zu deinem Interesse Trainer' },
    ];
    await t
      .db('matchings')
      .where({ jobId, personId })
      .update({ reasons: JSON.stringify(old) });
    const report = await rebuildMatchings(t.db);
    expect(report).toMatchObject({ added: 0, updated: 1, removed: 0 });
    const after = await row();
    expect(after.reasons).toEqual(before.reasons);
    // The digest counts a matching as new by created_at: a reworded reason must not make it new again.
    expect(after.createdAt).toEqual(before.createdAt);
    expect(after.version).toBe(before.version + 1);
  });

  it('removes and restores the matching as the radius and interests change', async () => {
    await updatePerson(t.db, personId, profile({ searchRadius: 10 }));
    await settled();
    expect(await matchingsOf({ personId })).toEqual([]);
    await updatePerson(t.db, personId, profile({ searchRadius: 0 }));
    await settled();
    expect(await matchingsOf({ personId })).toHaveLength(1);
    await updatePerson(t.db, personId, profile({ interestedClubFunctions: ['SCHIEDSRICHTER'] }));
    await settled();
    expect(await matchingsOf({ personId })).toEqual([]);
    await updatePerson(t.db, personId, profile());
    await settled();
    expect(await matchingsOf({ personId })).toHaveLength(1);
  });

  it('matches a new offer of the club without touching the others', async () => {
    const second = await createJob(t.db, clubId, offer({ subClubFunction: 'CHEFTRAINER', address: ZURICH }));
    await settled();
    expect((await matchingsOf({ personId })).map((m) => m.jobId).sort()).toEqual(
      [jobId, second.jobId].sort(),
    );
    await deleteJob(t.db, second.jobId);
    await settled();
    expect((await matchingsOf({ personId })).map((m) => m.jobId)).toEqual([jobId]);
  });

  it('leaves the table identical when the group is replayed from offset 0', async () => {
    const before = await t.db('matchings').orderBy(['jobId', 'personId']).select();
    const events = await t.db('events').count({ n: '*' }).first();
    await log.replay(MATCHER_GROUP, { offset: '0' });
    await settled();
    expect(await t.db('matchings').orderBy(['jobId', 'personId']).select()).toEqual(before);
    expect(await t.db('events').count({ n: '*' }).first()).toEqual(events);
  });

  it('removes the matchings when the offer or the account goes', async () => {
    await deleteJob(t.db, jobId);
    await settled();
    expect(await matchingsOf({ personId })).toEqual([]);
    ({ jobId } = await createJob(t.db, clubId, offer()));
    await settled();
    expect(await matchingsOf({ personId })).toHaveLength(1);
    await deleteAccount(t.db, personAccount);
    await settled();
    expect(await matchingsOf({ jobId })).toEqual([]);
  });

  it("removes every matching of a club's offers when the club leaves, and announces each", async () => {
    const second = await createJob(t.db, clubId, offer({ subClubFunction: 'CHEFTRAINER', address: ZURICH }));
    const person = await registerPerson(
      t.db,
      { email: 'nora@example.com', passwordHash: 'x', country: 'CH' },
      profile({ firstName: 'Nora' }),
    );
    await verifyAccount(t.db, person.accountId);
    await settled();
    expect(await matchingsOf({ clubId })).toHaveLength(2);
    await deleteAccount(t.db, clubAccount);
    await settled();
    expect(await matchingsOf({ clubId })).toEqual([]);
    const removed = await t
      .db('events')
      .where({ type: 'matching.changed' })
      .whereRaw("payload->>'change' = 'removed'")
      .whereRaw("payload->>'personId' = ?", [person.personId])
      .select('payload');
    expect(removed.map((e) => e.payload.jobId).sort()).toEqual([jobId, second.jobId].sort());
    expect(await t.db('event_dead_letters').where({ groupName: MATCHER_GROUP }).select('error')).toEqual([]);
  });

  it('leaves no matchings of what a person was when they change while a rebuild runs', async () => {
    const club = await registerClub(
      t.db,
      { email: 'rebuild-club@example.com', passwordHash: 'x', country: 'CH' },
      { name: 'FC Umbau', description: '', address: ZURICH, contactInformation: {} },
    );
    await verifyAccount(t.db, club.accountId);
    await createJob(t.db, club.clubId, offer({ address: ZURICH }));
    await createJob(t.db, club.clubId, offer({ address: ZURICH }));
    const person = await registerPerson(
      t.db,
      { email: 'rebuild-person@example.com', passwordHash: 'x', country: 'CH' },
      profile({ firstName: 'Ria' }),
    );
    await verifyAccount(t.db, person.accountId);
    await settled();
    expect(await matchingsOf({ personId: person.personId, clubId: club.clubId })).toHaveLength(2);

    // After the first offer, the person turns to refereeing and the running matcher handles it; the
    // rebuild read them as a coach before.
    await rebuildMatchings(
      t.db,
      async (done) => {
        if (done !== 1) return;
        await updatePerson(
          t.db,
          person.personId,
          profile({ firstName: 'Ria', interestedClubFunctions: ['SCHIEDSRICHTER'] }),
        );
        await settled();
      },
      1,
    );
    expect(await matchingsOf({ personId: person.personId })).toEqual([]);
  });
});
