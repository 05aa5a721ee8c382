import { createJob } from '@anpfiff/api/commands/create-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { rebuildTableOf } from '@anpfiff/core/search/pg/pg-search-rebuild-copy';
import { tableExists } from '@anpfiff/core/search/pg/pg-search-tables';
import { query } from '@anpfiff/core/search/search-engine.contract';
import type { SearchEngine } from '@anpfiff/core/search/search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Place } from '@anpfiff/schemas/entities/profiles';
import { SEARCH_KINDS, type SearchKind } from '@anpfiff/schemas/search/search-query';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startProjectionUpgrade,
  storeProjectionVersion,
  upgradeSearchProjections,
} from './projection-upgrade';
import { functionsWithParents } from './projections/keywords';
import { PROJECTION_VERSIONS } from './projections/projection-versions';
import { DOCUMENT_SOURCES } from './projections/visible-sources';
import { rebuildIndex } from './rebuild';

const ZURICH: Place = { zip: '8001', city: 'Zürich', state: 'CH-ZH', lat: 47.3769, lon: 8.5417 };

/** A logger whose lines the test reads: level, message and fields. */
function capturingLogger() {
  const lines: { level: number; msg: string; [field: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** The engine with its rebuild replaced, everything else its own. */
const withRebuild = (engine: SearchEngine, rebuild: SearchEngine['rebuild']): SearchEngine =>
  Object.assign(Object.create(engine) as SearchEngine, { rebuild });

describe.each(testDatabaseKinds())('the search projection upgrade on %s', (kind) => {
  let t: TestDatabase;
  let engine: PgSearchEngine;
  let jobId: string;
  let personId: string;

  const versions = async () =>
    Object.fromEntries(
      (
        (await t.db('indexer_state').select('kind', 'projectionVersion')) as {
          kind: SearchKind;
          projectionVersion: number;
        }[]
      ).map((row) => [row.kind, row.projectionVersion]),
    );
  /** Every kind at this build's version but those given. */
  const setVersions = async (stored: Partial<Record<SearchKind, number>> = {}) => {
    for (const searchKind of SEARCH_KINDS)
      await t
        .db('indexer_state')
        .where({ kind: searchKind })
        .update({ projectionVersion: stored[searchKind] ?? PROJECTION_VERSIONS[searchKind] });
  };
  const current = { ...PROJECTION_VERSIONS };
  /** Who the function filter on 'Torwarttrainer' finds: Lea and the trainer offer, by the current projection. */
  const foundAsGoalkeeperCoach = async (searchKind: SearchKind) =>
    (await engine.query(query({ kind: searchKind, clubFunctions: ['TORWARTTRAINER'] }))).hits.map(
      (h) => h.id,
    );

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    engine = new PgSearchEngine(t.db);
    const club = await registerClub(
      t.db,
      { email: 'verein@example.com', passwordHash: 'x', country: 'CH' },
      { name: 'FC Zürich-Nord', description: '', address: ZURICH, contactInformation: {} },
    );
    await verifyAccount(t.db, club.accountId);
    // An offer for any trainer and a person interested in any trainer role.
    ({ jobId } = await createJob(t.db, club.clubId, {
      clubFunction: 'TRAINER',
      salary: 0,
      searchRadius: 0,
      description: 'Wir suchen Verstärkung für unsere erste Mannschaft.',
      jobExtras: [],
      address: ZURICH,
      contactInformation: {},
    }));
    const person = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: 'x', country: 'CH' },
      {
        firstName: 'Lea',
        lastName: 'Meier',
        description: '',
        gender: 'FEMALE',
        address: ZURICH,
        interestedClubFunctions: ['TRAINER'],
        searchRadius: 30,
      },
    );
    personId = person.personId;
    await verifyAccount(t.db, person.accountId);
    for (const searchKind of SEARCH_KINDS) await rebuildIndex(t.db, engine, searchKind);
  });
  afterAll(() => t?.close());

  /**
   * The offer's and Lea's documents as the projection before version 2 wrote them: their functions
   * without the sub-functions, so that the filter on 'Torwarttrainer' finds neither.
   */
  beforeEach(async () => {
    for (const searchKind of ['jobs', 'people'] as const) {
      const documents = await DOCUMENT_SOURCES[searchKind](t.db, {});
      await engine.upsert(documents.map((d) => ({ ...d, clubFunctions: functionsWithParents(['TRAINER']) })));
    }
    expect(await foundAsGoalkeeperCoach('jobs')).toEqual([]);
    expect(await foundAsGoalkeeperCoach('people')).toEqual([]);
    await setVersions();
  });

  it('rebuilds only the kind whose documents follow an older projection, stores its version, and a second run does nothing', async () => {
    await setVersions({ jobs: PROJECTION_VERSIONS.jobs - 1 });
    const { logger, lines } = capturingLogger();
    expect(await upgradeSearchProjections(t.db, engine, { logger })).toEqual({
      outcome: 'checked',
      kinds: {
        clubs: { outcome: 'current', stored: PROJECTION_VERSIONS.clubs },
        jobs: {
          outcome: 'rebuilt',
          from: PROJECTION_VERSIONS.jobs - 1,
          report: { kind: 'jobs', documents: 1, swapped: true },
        },
        people: { outcome: 'current', stored: PROJECTION_VERSIONS.people },
      },
    });
    expect(await foundAsGoalkeeperCoach('jobs')).toEqual([jobId]);
    // People were not rebuilt: Lea's document is still the old one.
    expect(await foundAsGoalkeeperCoach('people')).toEqual([]);
    expect(await versions()).toEqual(current);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'search documents changed: rebuilding jobs'],
      [30, 'search index rebuilt for the changed documents'],
    ]);
    expect(lines[1]).toMatchObject({
      kind: 'jobs',
      documents: 1,
      from: PROJECTION_VERSIONS.jobs - 1,
      to: PROJECTION_VERSIONS.jobs,
    });

    const again = await upgradeSearchProjections(t.db, engine, { logger });
    expect(again).toMatchObject({ kinds: { jobs: { outcome: 'current' } } });
    expect(lines).toHaveLength(2);
  });

  it('rebuilds every kind of a database indexed before the counter (0), after which Lea is found by a sub-function', async () => {
    await setVersions({ clubs: 0, jobs: 0, people: 0 });
    const { logger, lines } = capturingLogger();
    const result = await upgradeSearchProjections(t.db, engine, { logger });
    expect(result).toMatchObject({
      kinds: {
        clubs: { outcome: 'rebuilt', from: 0, report: { documents: 1, swapped: true } },
        jobs: { outcome: 'rebuilt', from: 0, report: { documents: 1, swapped: true } },
        people: { outcome: 'rebuilt', from: 0, report: { documents: 1, swapped: true } },
      },
    });
    expect(await foundAsGoalkeeperCoach('people')).toEqual([personId]);
    expect(await foundAsGoalkeeperCoach('jobs')).toEqual([jobId]);
    expect(await versions()).toEqual(current);
    expect(lines.map((l) => l.msg).filter((m) => m.startsWith('search documents changed'))).toEqual([
      'search documents changed: rebuilding clubs',
      'search documents changed: rebuilding jobs',
      'search documents changed: rebuilding people',
    ]);
  });

  it.each([
    ['equal', 0, 'current'],
    ['newer', 1, 'newer'],
  ] as const)('leaves the documents alone when the stored version is %s', async (_, ahead, outcome) => {
    const stored = {
      clubs: current.clubs + ahead,
      jobs: current.jobs + ahead,
      people: current.people + ahead,
    };
    await setVersions(stored);
    const { logger, lines } = capturingLogger();
    await startProjectionUpgrade(t.db, engine, logger).done;
    expect(await versions()).toEqual(stored);
    expect(await foundAsGoalkeeperCoach('people')).toEqual([]);
    expect(await foundAsGoalkeeperCoach('jobs')).toEqual([]);
    expect(lines.map((l) => l.msg)).toEqual(
      outcome === 'newer'
        ? SEARCH_KINDS.map(
            (k) => `search documents of ${k} follow the projection of a newer release: left as they are`,
          )
        : [],
    );
  });

  it('never lowers a stored version, as an older release storing its own would', async () => {
    await setVersions({ people: PROJECTION_VERSIONS.people + 1 });
    await storeProjectionVersion(t.db, 'people');
    await storeProjectionVersion(t.db, 'jobs', PROJECTION_VERSIONS.jobs + 1);
    expect(await versions()).toEqual({
      ...current,
      jobs: PROJECTION_VERSIONS.jobs + 1,
      people: PROJECTION_VERSIONS.people + 1,
    });
  });

  it('keeps the old version and index when stopped during a rebuild, and rebuilds at the next start', async () => {
    await setVersions({ people: 1 });
    const { logger, lines } = capturingLogger();
    // Stopped as soon as the rebuild has begun, before its first batch.
    const stopping = withRebuild(engine, (...args) => {
      void upgrade.stop();
      return engine.rebuild(...args);
    });
    const upgrade = startProjectionUpgrade(t.db, stopping, logger);
    await upgrade.done;
    expect(lines.map((l) => l.msg)).toEqual([
      'search documents changed: rebuilding people',
      'search index rebuild stopped: it runs again at the next start',
    ]);
    expect(await tableExists(t.db, rebuildTableOf('people'))).toBe(false);
    expect(await foundAsGoalkeeperCoach('people')).toEqual([]);
    expect(await versions()).toEqual({ ...current, people: 1 });

    await startProjectionUpgrade(t.db, engine, logger).done;
    expect(await versions()).toEqual(current);
    expect(await foundAsGoalkeeperCoach('people')).toEqual([personId]);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('Datenträger voll'))],
    ['is refused', async () => ({ kind: 'people' as const, documents: 0, swapped: false })],
  ] as const)(
    'logs a rebuild that %s as an error for the next start to retry, without rejecting',
    async (_, rebuild) => {
      await setVersions({ people: 1 });
      const { logger, lines } = capturingLogger();
      await startProjectionUpgrade(t.db, withRebuild(engine, rebuild), logger).done;
      expect(lines.map((l) => [l.level, l.msg])).toEqual([
        [30, 'search documents changed: rebuilding people'],
        [50, 'search index rebuild for the changed documents failed: retried at the next start'],
      ]);
      expect(await versions()).toEqual({ ...current, people: 1 });
      expect(await foundAsGoalkeeperCoach('people')).toEqual([]);
    },
  );

  // Only PostgreSQL has several processes on one database; PGlite's files belong to one process.
  if (kind !== 'postgres')
    console.info(
      'Skipped on PGlite: "rebuilds once when two processes start together" needs a shared server.',
    );
  it.runIf(kind === 'postgres')('rebuilds once when two processes start together', async () => {
    await setVersions({ jobs: 1 });
    const [one, two] = [createKnex(t.target), createKnex(t.target)];
    const { logger, lines } = capturingLogger();
    // The first replica's rebuild waits until let go, with the upgrade held.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const first = new PgSearchEngine(one);
    const waiting = withRebuild(first, async (...args) => {
      await held;
      return first.rebuild(...args);
    });
    try {
      const upgrading = upgradeSearchProjections(one, waiting, { logger });
      await waitFor('the first replica to start rebuilding', () => lines.length > 0);
      expect(await upgradeSearchProjections(two, new PgSearchEngine(two), { logger })).toEqual({
        outcome: 'busy',
      });
      letGo();
      expect(await upgrading).toMatchObject({ kinds: { jobs: { outcome: 'rebuilt', from: 1 } } });
      expect(await upgradeSearchProjections(two, new PgSearchEngine(two), { logger })).toMatchObject({
        kinds: { jobs: { outcome: 'current' } },
      });
      expect(lines.filter((l) => l.msg === 'search documents changed: rebuilding jobs')).toHaveLength(1);
      expect(await foundAsGoalkeeperCoach('jobs')).toEqual([jobId]);
    } finally {
      letGo();
      await Promise.all([one.destroy(), two.destroy()]);
    }
  });
});
