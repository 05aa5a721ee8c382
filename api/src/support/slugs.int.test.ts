import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { serverOnlyIt } from '@anpfiff/core/testing/lock-waits';
import type { ClubProfile, JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../commands/create-job';
import { deleteAccount } from '../commands/delete-account';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { verifyAccount } from '../commands/verify-account';
import { uniqueSlug } from './slugs';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const person = (lastName: string): PersonProfile => ({
  firstName: 'Lea',
  lastName,
  description: '',
  gender: 'FEMALE',
  address: place,
  interestedClubFunctions: ['TRAINER'],
  searchRadius: 10,
});
const club: ClubProfile = {
  name: 'FC Gleichzeitig',
  description: '',
  address: place,
  contactInformation: {},
};
const job: JobOffer = {
  clubFunction: 'TRAINER',
  subClubFunction: 'CHEFTRAINER',
  salary: 0,
  searchRadius: 10,
  description: '',
  jobExtras: [],
  address: place,
  contactInformation: {},
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('slugs chosen at the same time, on %s', (kind) => {
  let t: TestDatabase;
  let n = 0;
  const account = () => ({ email: `gleich${++n}@example.com`, passwordHash: 'x', country: 'CH' as const });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives registrations with the same name at once a slug each', async () => {
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map(() => registerPerson(t.db, account(), person('Zeitgleich'))),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((await t.db('persons').where({ lastName: 'Zeitgleich' }).pluck('slug')).sort()).toEqual([
      'lea-zeitgleich',
      'lea-zeitgleich-2',
      'lea-zeitgleich-3',
      'lea-zeitgleich-4',
    ]);
  });

  it('gives offers published at once a slug each, each with its event', async () => {
    const { clubId } = await registerClub(t.db, account(), club);
    const jobs = await Promise.all([1, 2, 3, 4].map(() => createJob(t.db, clubId, job)));
    expect(jobs.map((j) => j.slug).sort()).toEqual([
      'cheftrainer-fc-gleichzeitig',
      'cheftrainer-fc-gleichzeitig-2',
      'cheftrainer-fc-gleichzeitig-3',
      'cheftrainer-fc-gleichzeitig-4',
    ]);
    const published = await t
      .db('events')
      .where({ type: 'job.published' })
      .whereIn(
        'aggregateId',
        jobs.map((j) => j.jobId),
      )
      .count({ n: '*' });
    expect(Number(published[0]?.n)).toBe(4);
  });

  // PGlite has one connection: its transactions never overlap, so only a server can interleave them.
  serverOnlyIt(kind)('lets a second writer choose only once the first has committed its row', async () => {
    const [{ id: accountA }, { id: accountB }] = (await t
      .db('accounts')
      .insert([
        { ...account(), kind: 'person' },
        { ...account(), kind: 'person' },
      ])
      .returning('id')) as [{ id: string }, { id: string }];
    const insert = (trx: Knex.Transaction, accountId: string, slug: string) =>
      trx('persons').insert({
        accountId,
        country: 'CH',
        slug,
        firstName: 'Eva',
        lastName: 'Takt',
        ...place,
      });

    const first = await t.db.transaction();
    const second = await t.db.transaction();
    try {
      await insert(first, accountA, await uniqueSlug(first, 'persons', 'Eva Takt'));
      const chosen = uniqueSlug(second, 'persons', 'Eva Takt');
      // Time for the second choice to read, were nothing holding it back, while the first row is uncommitted.
      await Promise.race([chosen, sleep(300)]);
      await first.commit();
      const slug = await chosen;
      expect(slug).toBe('eva-takt-2');
      await insert(second, accountB, slug);
      await second.commit();
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
    expect(await t.db('persons').where({ lastName: 'Takt' }).orderBy('slug').pluck('slug')).toEqual([
      'eva-takt',
      'eva-takt-2',
    ]);
  });

  serverOnlyIt(kind)(
    'makes a base ending in a number wait for the base it may be a candidate of',
    async () => {
      const [{ id: accountId }] = (await t
        .db('accounts')
        .insert({ ...account(), kind: 'club' })
        .returning('id')) as [{ id: string }];
      const first = await t.db.transaction();
      const second = await t.db.transaction();
      try {
        // 'FC Takt' would hand out 'fc-takt-2' next; 'FC Takt 2' starts from that very slug.
        const slug = await uniqueSlug(first, 'clubs', 'FC Takt');
        await first('clubs').insert({ accountId, country: 'CH', slug, name: 'FC Takt', ...place });
        const chosen = uniqueSlug(second, 'clubs', 'FC Takt 2');
        expect(await Promise.race([chosen, sleep(300).then(() => 'still waiting')])).toBe('still waiting');
        await first.rollback();
        expect(await chosen).toBe('fc-takt-2');
      } finally {
        if (!first.isCompleted()) await first.rollback();
        await second.rollback();
      }
    },
  );
});

describe.each(testDatabaseKinds())('slugs of deleted accounts, on %s', (kind) => {
  let t: TestDatabase;
  let n = 0;
  const account = () => ({ email: `weg${++n}@example.com`, passwordHash: 'x', country: 'CH' as const });
  const slugOf = async (table: 'persons' | 'clubs', id: string) =>
    ((await t.db(table).where({ id }).first('slug')) as { slug: string }).slug;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("never gives a deleted person's address to the next person of the same name", async () => {
    const first = await registerPerson(t.db, account(), person('Abschied'));
    await verifyAccount(t.db, first.accountId);
    expect(await slugOf('persons', first.personId)).toBe('lea-abschied');
    await deleteAccount(t.db, first.accountId, { confirm: false });
    const next = await registerPerson(t.db, account(), person('Abschied'));
    // The old link finds nothing rather than another Lea Abschied.
    expect(await slugOf('persons', next.personId)).toBe('lea-abschied-2');
    // What is kept spells no name.
    const kept = (await t.db('retired_slugs').where({ kind: 'persons' }).pluck('slug_hash')) as string[];
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps nothing of a registration never verified: it never had a page, its name is free again', async () => {
    const unverified = await registerPerson(t.db, account(), person('Unbestaetigt'));
    await deleteAccount(t.db, unverified.accountId, { confirm: false });
    const next = await registerPerson(t.db, account(), person('Unbestaetigt'));
    expect(await slugOf('persons', next.personId)).toBe('lea-unbestaetigt');
  });

  it("still keeps a deleted club's and its offers' addresses from later clubs and offers", async () => {
    const gone = await registerClub(t.db, account(), { ...club, name: 'FC Vergangen' });
    await verifyAccount(t.db, gone.accountId);
    const offer = await createJob(t.db, gone.clubId, job);
    await deleteAccount(t.db, gone.accountId, { confirm: false });
    const next = await registerClub(t.db, account(), { ...club, name: 'FC Vergangen' });
    expect(await slugOf('clubs', next.clubId)).toBe('fc-vergangen-2');
    expect((await createJob(t.db, next.clubId, job)).slug).not.toBe(offer.slug);
    // A person may still be called what a club was: each table keeps its own addresses.
    const namesake = await registerPerson(t.db, account(), { ...person('Vergangen'), firstName: 'FC' });
    expect(await slugOf('persons', namesake.personId)).toBe('fc-vergangen');
  });
});
