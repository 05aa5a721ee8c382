import { createJob } from '@anpfiff/api/commands/create-job';
import { deleteAccount } from '@anpfiff/api/commands/delete-account';
import { deleteJob } from '@anpfiff/api/commands/delete-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { updateClub } from '@anpfiff/api/commands/update-club';
import { updatePerson } from '@anpfiff/api/commands/update-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { appendEvent } from '@anpfiff/core/events/append-event';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXED_EVENT_TYPES, indexerHandler } from './indexer-handler';
import { feedEvents } from './testing/feed-events';

const place = {
  street: 'Badenerstrasse 82',
  zip: '8001',
  city: 'Zürich',
  state: 'CH-ZH',
  lat: 47.37,
  lon: 8.54,
} as const;
const contact = {
  firstName: 'Levin',
  lastName: 'Hess',
  email: 'kontakt@fc-test.ch',
  phone: '+41 79 555 36 13',
};
const club = (name: string): ClubProfile => ({
  name,
  description: 'Ein Verein.',
  address: place,
  contactInformation: contact,
});
const job: JobOffer = {
  clubFunction: 'TRAINER',
  subClubFunction: 'CHEFTRAINER',
  teamCategory: 'AKTIVE',
  teamGender: 'F',
  league: 'CH-F-2-LIGA',
  salary: 800,
  searchRadius: 0,
  description: 'Wir suchen eine Cheftrainerin.',
  jobExtras: ['EQUIPMENT'],
  address: place,
  contactInformation: contact,
};
const person: PersonProfile = {
  firstName: 'Lea',
  lastName: 'Meier',
  description: 'Ich pfeife gern.',
  birthday: '1990-05-17',
  gender: 'FEMALE',
  phone: '+41 79 555 00 00',
  address: place,
  interestedClubFunctions: ['TORWARTTRAINER'],
  searchRadius: 0,
};

describe.each(testDatabaseKinds())('the indexer handler on %s', (kind) => {
  let t: TestDatabase;
  let engine: PgSearchEngine;
  let offset = '0';
  const handler = () => indexerHandler(engine);
  const catchUp = async () => {
    offset = await feedEvents(t.db, handler(), offset, INDEXED_EVENT_TYPES);
  };
  const cards = async (searchKind: SearchKind) =>
    (
      await engine.query({
        kind: searchKind,
        country: 'CH',
        text: '',
        states: [],
        clubFunctions: [],
        page: 0,
        size: 50,
      })
    ).hits.map((h) => h.card);

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    engine = new PgSearchEngine(t.db);
  });
  afterAll(() => t.close());

  let clubAccount: string;
  let clubId: string;
  let jobId: string;

  it('indexes nothing of an account that is not verified', async () => {
    const registered = await registerClub(
      t.db,
      { email: 'verein@fc-test.ch', passwordHash: 'x', country: 'CH' },
      club('FC Test'),
    );
    clubAccount = registered.accountId;
    clubId = registered.clubId;
    jobId = (await createJob(t.db, clubId, job)).jobId;
    await catchUp();
    expect(await cards('clubs')).toEqual([]);
    expect(await cards('jobs')).toEqual([]);
  });

  it('indexes the club and its offers once verified, without contact data', async () => {
    await verifyAccount(t.db, clubAccount);
    await catchUp();
    const [clubCard] = await cards('clubs');
    expect(clubCard).toMatchObject({ name: 'FC Test', canViewContactDetails: false });
    expect(clubCard).not.toHaveProperty('contactInformation');
    const [jobCard] = await cards('jobs');
    expect(jobCard).toMatchObject({ id: jobId, clubName: 'FC Test', canViewContactDetails: false });
    expect(JSON.stringify(await cards('jobs'))).not.toMatch(/kontakt@|555 36 13/);
    const parent = await engine.query({
      kind: 'jobs',
      country: 'CH',
      text: '',
      states: [],
      clubFunctions: ['TRAINER'],
      page: 0,
      size: 5,
    });
    expect(parent.total).toBe(1);
    // Keywords: parent function, league, state name, extras; feminine form of the title.
    for (const text of ['Trainer', '2. Liga Frauen', 'Zuerich', 'Ausrüstung', 'Cheftrainerin']) {
      expect(
        (
          await engine.query({
            kind: 'jobs',
            country: 'CH',
            text,
            states: [],
            clubFunctions: [],
            page: 0,
            size: 5,
          })
        ).total,
      ).toBe(1);
    }
  });

  it('updates the offers when the club changes its name', async () => {
    await updateClub(t.db, clubId, club('FC Umbenannt'));
    await catchUp();
    expect(await cards('clubs')).toMatchObject([{ name: 'FC Umbenannt' }]);
    expect(await cards('jobs')).toMatchObject([{ clubName: 'FC Umbenannt' }]);
  });

  it('removes a deleted offer', async () => {
    const second = await createJob(t.db, clubId, {
      ...job,
      clubFunction: 'SCHIEDSRICHTER',
      subClubFunction: undefined,
    });
    await catchUp();
    expect(await cards('jobs')).toHaveLength(2);
    await deleteJob(t.db, second.jobId);
    await catchUp();
    expect((await cards('jobs')).map((c) => c.id)).toEqual([jobId]);
  });

  it('indexes a verified person without birthday, e-mail or phone', async () => {
    const { accountId } = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: 'x', country: 'CH' },
      person,
    );
    await verifyAccount(t.db, accountId);
    await catchUp();
    const [card] = await cards('people');
    expect(card).toMatchObject({ firstName: 'Lea', birthYear: 1990, canViewContactDetails: false });
    expect(JSON.stringify(card)).not.toMatch(/lea@example|555 00 00|1990-05-17/);
    const byParent = await engine.facets({
      kind: 'people',
      country: 'CH',
      text: '',
      states: [],
      clubFunctions: [],
      page: 0,
      size: 5,
    });
    expect(byParent.clubFunctions).toEqual({ TORWARTTRAINER: 1, TRAINER: 1 });
  });

  it('keeps people out of the pool of motivated athletes while they seek no club function', async () => {
    const { accountId, personId } = await registerPerson(
      t.db,
      { email: 'ohne@example.com', passwordHash: 'x', country: 'CH' },
      { ...person, firstName: 'Nora', interestedClubFunctions: [] },
    );
    await verifyAccount(t.db, accountId);
    await catchUp();
    const names = async () => (await cards('people')).map((c) => c.firstName).sort();
    expect(await names()).toEqual(['Lea']);
    await updatePerson(t.db, personId, {
      ...person,
      firstName: 'Nora',
      interestedClubFunctions: ['BETREUER'],
    });
    await catchUp();
    expect(await names()).toEqual(['Lea', 'Nora']);
    await updatePerson(t.db, personId, { ...person, firstName: 'Nora', interestedClubFunctions: [] });
    await catchUp();
    expect(await names()).toEqual(['Lea']);
  });

  it('finds an interest in a function, and an offer for it, by any of its sub-functions, as the matcher does', async () => {
    const { accountId } = await registerPerson(
      t.db,
      { email: 'uwe@example.com', passwordHash: 'x', country: 'CH' },
      { ...person, firstName: 'Uwe', interestedClubFunctions: ['TRAINER'] },
    );
    await verifyAccount(t.db, accountId);
    const general = await createJob(t.db, clubId, { ...job, subClubFunction: undefined });
    await catchUp();
    const found = async (kind: SearchKind, fn: 'TORWARTTRAINER' | 'CHEFTRAINER') =>
      (
        await engine.query({
          kind,
          country: 'CH',
          text: '',
          states: [],
          clubFunctions: [fn],
          page: 0,
          size: 9,
        })
      ).hits.map((h) => h.card.id);
    const uwe = (await cards('people')).find((c) => c.firstName === 'Uwe')?.id;
    expect(await found('people', 'TORWARTTRAINER')).toContain(uwe);
    expect(await found('jobs', 'TORWARTTRAINER')).toEqual([general.jobId]);
    // An offer naming its role is for that role alone.
    expect((await found('jobs', 'CHEFTRAINER')).sort()).toEqual([general.jobId, jobId].sort());
    await deleteJob(t.db, general.jobId);
    await deleteAccount(t.db, accountId);
    await catchUp();
  });

  it('removes the documents of a locked account and brings them back when unlocked', async () => {
    const lock = (locked: boolean) =>
      t.db.transaction(async (trx) => {
        await trx('accounts').where({ id: clubAccount }).update({ locked });
        await appendEvent(trx, {
          type: 'account.updated',
          aggregateId: clubAccount,
          country: 'CH',
          version: 9,
        });
      });
    await lock(true);
    await catchUp();
    expect(await cards('clubs')).toEqual([]);
    expect(await cards('jobs')).toEqual([]);
    await lock(false);
    await catchUp();
    expect(await cards('jobs')).toHaveLength(1);
  });

  it('converges to the same index when every event is delivered again', async () => {
    const before = [await cards('clubs'), await cards('jobs'), await cards('people')];
    await feedEvents(t.db, handler(), '0', INDEXED_EVENT_TYPES);
    expect([await cards('clubs'), await cards('jobs'), await cards('people')]).toEqual(before);
  });

  it('removes a deleted club with all its offers', async () => {
    await deleteAccount(t.db, clubAccount);
    await catchUp();
    expect(await cards('clubs')).toEqual([]);
    expect(await cards('jobs')).toEqual([]);
    expect(await cards('people')).toHaveLength(1);
    // A replay from the start re-reads current state: the deleted club does not come back.
    await feedEvents(t.db, handler(), '0', INDEXED_EVENT_TYPES);
    expect(await cards('jobs')).toEqual([]);
  });
});
