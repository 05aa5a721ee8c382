import { createKnex } from '@anpfiff/core/db/create-knex';
import { lockMatchingsAlone } from '@anpfiff/core/db/matchings-lock';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { createJob } from '@anpfiff/api/commands/create-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import pino from 'pino';
import { leaProfile, WINTERTHUR } from './testing/matcher-fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRulesUpgrade, upgradeMatchingRules } from './rules-upgrade';
import { MATCHING_RULES_VERSION } from './rules/rules-version';

const offer = (over: Partial<JobOffer>): JobOffer => ({
  clubFunction: 'TRAINER',
  salary: 0,
  searchRadius: 0,
  description: 'Wir suchen Verstärkung für unsere erste Mannschaft.',
  jobExtras: [],
  address: WINTERTHUR,
  contactInformation: {},
  ...over,
});

/** A logger whose lines the test reads: level, message and fields. */
function capturingLogger() {
  const lines: { level: number; msg: string; [field: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.each(testDatabaseKinds())('the matching rules upgrade on %s', (kind) => {
  let t: TestDatabase;
  let clubId: string;
  let personId: string;
  let goalkeeperCoach: string;
  let menPlayerCoach: string;

  const version = async () => (await t.db('matcher_state').first('rulesVersion')).rulesVersion as number;
  const setVersion = (rulesVersion: number) => t.db('matcher_state').update({ rulesVersion });
  const matchings = async () =>
    (
      (await t.db('matchings').where({ personId }).orderBy('jobId').select('jobId')) as { jobId: string }[]
    ).map((m) => m.jobId);
  const eventCount = async () => Number((await t.db('events').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const club = await registerClub(
      t.db,
      { email: 'verein@example.com', passwordHash: 'x', country: 'CH' },
      { name: 'FC Winterthur-Seen', description: '', address: WINTERTHUR, contactInformation: {} },
    );
    clubId = club.clubId;
    await verifyAccount(t.db, club.accountId);
    ({ jobId: goalkeeperCoach } = await createJob(
      t.db,
      clubId,
      offer({ subClubFunction: 'TORWARTTRAINER' }),
    ));
    ({ jobId: menPlayerCoach } = await createJob(
      t.db,
      clubId,
      offer({ subClubFunction: 'SPIELERTRAINER', teamGender: 'M' }),
    ));
    const person = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: 'x', country: 'CH' },
      leaProfile(),
    );
    personId = person.personId;
    await verifyAccount(t.db, person.accountId);
  });
  afterAll(() => t?.close());

  /**
   * The matchings as the rules before version 2 left them: the men's team's player-coach offer matched a
   * woman (the current rules no longer let it), and the goalkeeper coach's matching the current rules find
   * is not there (the matcher consumer does not run in this test).
   */
  beforeEach(async () => {
    await t.db('matchings').where({ personId }).delete();
    await t.db('matchings').insert({
      jobId: menPlayerCoach,
      personId,
      clubId,
      country: 'CH',
      score: 80,
      distanceKm: 19,
      reasons: JSON.stringify([{ kind: 'function', text: 'Gesucht wird Spielertrainer' }]),
    });
    await setVersion(1);
  });

  it('rebuilds matchings stored under older rules once, stores the version, and a second run does nothing', async () => {
    const { logger, lines } = capturingLogger();
    const result = await upgradeMatchingRules(t.db, { logger });
    expect(result).toMatchObject({
      outcome: 'rebuilt',
      from: 1,
      report: { added: 1, updated: 0, removed: 1 },
    });
    expect(await matchings()).toEqual([goalkeeperCoach]);
    expect(await version()).toBe(MATCHING_RULES_VERSION);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'matching rules changed: rebuilding matchings'],
      [30, 'matchings rebuilt for the changed matching rules'],
    ]);
    expect(lines[1]).toMatchObject({ added: 1, updated: 0, removed: 1, from: 1, to: MATCHING_RULES_VERSION });

    const events = await eventCount();
    expect(await upgradeMatchingRules(t.db, { logger })).toEqual({
      outcome: 'current',
      stored: MATCHING_RULES_VERSION,
    });
    expect(await eventCount()).toBe(events);
    expect(lines).toHaveLength(2);
  });

  it.each([
    ['equal', MATCHING_RULES_VERSION, 'current'],
    ['newer', MATCHING_RULES_VERSION + 1, 'newer'],
  ] as const)('leaves the matchings alone when the stored version is %s', async (_, stored, outcome) => {
    await setVersion(stored);
    const { logger } = capturingLogger();
    expect(await upgradeMatchingRules(t.db, { logger })).toEqual({ outcome, stored });
    expect(await matchings()).toEqual([menPlayerCoach]);
    expect(await version()).toBe(stored);
  });

  it('keeps the old version when stopped before it is done, and rebuilds at the next start', async () => {
    const { logger, lines } = capturingLogger();
    const upgrade = startRulesUpgrade(t.db, logger);
    await upgrade.stop();
    expect(lines.map((l) => l.msg)).toEqual(['matchings rebuild stopped: it runs again at the next start']);
    expect(await version()).toBe(1);
    expect(await matchings()).toEqual([menPlayerCoach]);

    await startRulesUpgrade(t.db, logger).done;
    expect(await version()).toBe(MATCHING_RULES_VERSION);
    expect(await matchings()).toEqual([goalkeeperCoach]);
  });

  it('logs a failure as an error for the next start to retry, without rejecting', async () => {
    const { logger, lines } = capturingLogger();
    await t.db.raw('alter table matcher_state rename to matcher_state_away');
    try {
      await startRulesUpgrade(t.db, logger).done;
    } finally {
      await t.db.raw('alter table matcher_state_away rename to matcher_state');
    }
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'matchings rebuild for the changed rules failed: retried at the next start'],
    ]);
    expect(await version()).toBe(1);
  });

  // Only PostgreSQL has several processes on one database; PGlite's files belong to one process.
  if (kind !== 'postgres')
    console.info(
      'Skipped on PGlite: "rebuilds once when two processes start together" needs a shared server.',
    );
  it.runIf(kind === 'postgres')('rebuilds once when two processes start together', async () => {
    const [one, two] = [createKnex(t.target), createKnex(t.target)];
    const { logger, lines } = capturingLogger();
    // Holding the matchings alone keeps the first rebuild at its first batch, with the upgrade held.
    const blocker = await t.db.transaction();
    try {
      await lockMatchingsAlone(blocker);
      const first = upgradeMatchingRules(one, { logger });
      await waitFor('the first replica to start rebuilding', () => lines.length > 0);
      expect(await upgradeMatchingRules(two, { logger })).toEqual({ outcome: 'busy' });
      await blocker.commit();
      expect(await first).toMatchObject({ outcome: 'rebuilt', report: { added: 1, removed: 1 } });
      expect(await upgradeMatchingRules(two, { logger })).toMatchObject({ outcome: 'current' });
      expect(lines.filter((l) => l.msg === 'matching rules changed: rebuilding matchings')).toHaveLength(1);
      expect(await matchings()).toEqual([goalkeeperCoach]);
    } finally {
      if (!blocker.isCompleted()) await blocker.rollback();
      await Promise.all([one.destroy(), two.destroy()]);
    }
  });
});
