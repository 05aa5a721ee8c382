import { createJob } from '@anpfiff/api/commands/create-job';
import { setAccountLocked } from '@anpfiff/api/commands/lock-account';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import type { EventLog, Subscription } from '@anpfiff/core/events/event-log';
import { createPgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { JobOffer, Place } from '@anpfiff/schemas/entities/profiles';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXER_GROUP, startIndexer } from './start-indexer';

const BERN: Place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 };
const offer: JobOffer = {
  clubFunction: 'SCHIEDSRICHTER',
  salary: 0,
  searchRadius: 0,
  description: 'Wir suchen Schiedsrichter.',
  jobExtras: [],
  address: BERN,
  contactInformation: {},
};

describe.each(testDatabaseKinds())('the indexer when an operator locks an account, on %s', (kind) => {
  let t: TestDatabase;
  let log: EventLog;
  let engine: PgSearchEngine;
  let subscription: Subscription;

  /** Waits until the running indexer has handled every event appended so far. */
  const settled = async () => {
    const [head] = (await t.db('events').max({ id: 'id' })) as { id: string | number | null }[];
    await waitFor('the indexer to catch up', async () => {
      const lag = (await log.lag()).find((l) => l.group === INDEXER_GROUP);
      return lag?.offset != null && BigInt(lag.offset) >= BigInt(head?.id ?? 0) && lag.lag === 0;
    });
  };
  const names = async (searchKind: SearchKind) =>
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
    ).hits
      .map((h) => {
        const card = h.card as { name?: string; clubName?: string; firstName?: string };
        return card.name ?? card.clubName ?? card.firstName ?? '';
      })
      .sort();

  async function club(email: string, name: string, jobs: number) {
    const { accountId, clubId } = await registerClub(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      { name, description: '', address: BERN, contactInformation: {} },
    );
    await verifyAccount(t.db, accountId);
    for (let i = 0; i < jobs; i += 1) await createJob(t.db, clubId, offer);
  }
  async function person(email: string, firstName: string) {
    const { accountId } = await registerPerson(
      t.db,
      { email, passwordHash: 'x', country: 'CH' },
      {
        firstName,
        lastName: 'Keller',
        description: '',
        gender: 'FEMALE',
        address: BERN,
        interestedClubFunctions: ['SCHIEDSRICHTER'],
        searchRadius: 0,
      },
    );
    await verifyAccount(t.db, accountId);
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
    engine = new PgSearchEngine(t.db);
    subscription = await startIndexer(log, engine);
    await club('gesperrt@example.com', 'FC Gesperrt', 2);
    await club('offen@example.com', 'FC Offen', 1);
    await person('mia@example.com', 'Mia');
    await person('nina@example.com', 'Nina');
    await settled();
  });
  afterAll(async () => {
    await subscription?.stop();
    await log?.close();
    await t?.close();
  });

  it('takes a locked club and all its offers out of search and brings them back on unlock', async () => {
    expect(await names('clubs')).toEqual(['FC Gesperrt', 'FC Offen']);
    expect(await names('jobs')).toEqual(['FC Gesperrt', 'FC Gesperrt', 'FC Offen']);

    await setAccountLocked(t.db, 'gesperrt@example.com', true);
    await settled();
    expect(await names('clubs')).toEqual(['FC Offen']);
    expect(await names('jobs')).toEqual(['FC Offen']);

    await setAccountLocked(t.db, 'gesperrt@example.com', false);
    await settled();
    expect(await names('clubs')).toEqual(['FC Gesperrt', 'FC Offen']);
    expect(await names('jobs')).toEqual(['FC Gesperrt', 'FC Gesperrt', 'FC Offen']);
  });

  it('takes a locked person out of search and brings them back on unlock', async () => {
    await setAccountLocked(t.db, 'mia@example.com', true);
    await settled();
    expect(await names('people')).toEqual(['Nina']);

    await setAccountLocked(t.db, 'mia@example.com', false);
    await settled();
    expect(await names('people')).toEqual(['Mia', 'Nina']);
    expect(await t.db('event_dead_letters').where({ groupName: INDEXER_GROUP }).select('error')).toEqual([]);
  });
});
