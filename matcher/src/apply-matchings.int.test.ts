import { randomUUID } from 'node:crypto';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMatchings, type ScopedMatch } from './apply-matchings';

describe.each(testDatabaseKinds())('applying matchings on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  const jobId = randomUUID();
  const clubId = randomUUID();
  const people = Array.from({ length: 1_200 }, () => randomUUID());
  const matchOf = (personId: string, i: number, score = 60 + (i % 40)): ScopedMatch => ({
    jobId,
    personId,
    clubId,
    country: 'CH',
    score,
    // People and offers without a place match without a distance.
    distanceKm: i % 5 === 0 ? null : i / 10,
    reasons: [{ kind: 'function', text: `Gesucht wird Trainer: „passt“ {${i}}` }],
  });
  const stored = () =>
    t
      .db('matchings')
      .where({ jobId })
      .orderBy('personId')
      .select('personId', 'score', 'distanceKm', 'reasons');
  const announced = async (since: number) =>
    (await t.db('events').where('id', '>', since).orderBy('id').select('version', 'payload')).map(
      (e) => `${e.payload.personId}:${e.payload.change}:${e.version}`,
    );
  const head = async () => Number((await t.db('events').max({ id: 'id' }))[0]?.id ?? 0);

  it('writes new, changed and gone matchings with their versions, and announces each once', async () => {
    const first = people.map((p, i) => matchOf(p, i));
    let since = await head();
    expect(await applyMatchings(t.db, { jobIds: [jobId] }, first)).toEqual({
      added: 1_200,
      updated: 0,
      removed: 0,
    });
    const written = await stored();
    expect(written).toEqual(
      [...first]
        .sort((a, b) => a.personId.localeCompare(b.personId))
        .map(({ personId, score, distanceKm, reasons }) => ({ personId, score, distanceKm, reasons })),
    );
    expect(await announced(since)).toEqual(people.map((p) => `${p}:added:1`));
    const createdAt = new Map(
      (await t.db('matchings').where({ jobId }).select('personId', 'createdAt')).map((r) => [
        r.personId,
        r.createdAt.getTime(),
      ]),
    );

    // The first ten change their score, the last ten are gone, the rest stay as they are.
    const second = people.slice(0, -10).map((p, i) => (i < 10 ? matchOf(p, i, 5) : matchOf(p, i)));
    since = await head();
    expect(await applyMatchings(t.db, { jobIds: [jobId] }, second)).toEqual({
      added: 0,
      updated: 10,
      removed: 10,
    });
    expect(await announced(since)).toEqual([
      ...people.slice(0, 10).map((p) => `${p}:updated:2`),
      ...people.slice(-10).map((p) => `${p}:removed:2`),
    ]);
    const changed = await t.db('matchings').whereIn('personId', people.slice(0, 10)).select();
    expect(changed.map((m) => [m.score, m.version])).toEqual(changed.map(() => [5, 2]));
    // A changed matching keeps the day it was found: the weekly digest announces only new ones as new.
    for (const m of changed) expect(m.createdAt.getTime()).toBe(createdAt.get(m.personId));
    expect(await stored()).toHaveLength(1_190);

    // The same input again changes nothing and announces nothing.
    since = await head();
    expect(await applyMatchings(t.db, { jobIds: [jobId] }, second)).toEqual({
      added: 0,
      updated: 0,
      removed: 0,
    });
    expect(await announced(since)).toEqual([]);
  });
});
