import { Job } from '@anpfiff/core/db/models/job';
import { Person } from '@anpfiff/core/db/models/person';
import type { Knex } from 'knex';

export interface MatchingInfo {
  score: number;
  distanceKm: number | null;
  reasons: { kind: string; text: string }[];
}

const ACTIVE = 'accounts.verified_at is not null and not accounts.locked';

/** Which part of a list to read. */
export interface ListSlice {
  offset: number;
  limit: number;
}

const page = (query: Knex.QueryBuilder, slice: ListSlice | undefined) =>
  slice ? query.offset(slice.offset).limit(slice.limit) : query;

/** The matchings of a person's offers that count: only offers of active clubs. */
const ofPerson = (db: Knex, personId: string) =>
  db('matchings')
    .join('jobs', 'jobs.id', 'matchings.jobId')
    .join('clubs', 'clubs.id', 'jobs.clubId')
    .join('accounts', 'accounts.id', 'clubs.accountId')
    .where('matchings.personId', personId)
    .whereRaw(ACTIVE);

/** Matchings whose person's account is active: the ones a club sees. */
const ofActivePersons = (db: Knex) =>
  db('matchings')
    .join('persons', 'persons.id', 'matchings.personId')
    .join('accounts', 'accounts.id', 'persons.accountId')
    .whereRaw(ACTIVE);

/** The matchings of one offer that count. */
const ofJob = (db: Knex, jobId: string) => ofActivePersons(db).where('matchings.jobId', jobId);

const countOf = async (query: Knex.QueryBuilder): Promise<number> =>
  Number(((await query.count({ n: '*' }).first()) as { n: string | number } | undefined)?.n ?? 0);

/** A person's matching offers, best first (the id last, so that pages never overlap or skip). */
export async function matchingJobsOfPerson(db: Knex, personId: string, slice?: ListSlice) {
  const rows = (await page(
    ofPerson(db, personId)
      .orderBy([
        { column: 'matchings.score', order: 'desc' },
        { column: 'jobs.createdAt', order: 'desc' },
        { column: 'jobs.id' },
      ])
      .select(
        'jobs.*',
        'matchings.score',
        'matchings.distanceKm',
        'matchings.reasons',
        'clubs.slug as clubSlug',
        'clubs.name as clubName',
        'clubs.avatarUrl as clubAvatarUrl',
      ),
    slice,
  )) as Record<string, unknown>[];
  return rows.map((row) => ({
    job: Job.fromDatabaseJson(row) as Job,
    club: {
      slug: row.clubSlug as string,
      name: row.clubName as string,
      avatarUrl: row.clubAvatarUrl as string | null,
    },
    matching: row as unknown as MatchingInfo,
  }));
}

export const countMatchingJobsOfPerson = (db: Knex, personId: string) => countOf(ofPerson(db, personId));

/** The people matching one offer, best first (the id last, so that pages never overlap or skip). */
export async function matchingPersonsOfJob(db: Knex, jobId: string, slice?: ListSlice) {
  const rows = (await page(
    ofJob(db, jobId)
      .orderBy([
        { column: 'matchings.score', order: 'desc' },
        { column: 'persons.lastName' },
        { column: 'persons.id' },
      ])
      .select(
        'persons.*',
        'accounts.email as accountEmail',
        'matchings.score',
        'matchings.distanceKm',
        'matchings.reasons',
      ),
    slice,
  )) as Record<string, unknown>[];
  return rows.map((row) => ({
    person: Person.fromDatabaseJson(row) as Person,
    email: row.accountEmail as string,
    matching: row as unknown as MatchingInfo,
  }));
}

export const countMatchingPersonsOfJob = (db: Knex, jobId: string) => countOf(ofJob(db, jobId));

/** Matching counts per offer of a club, for its own offer list. */
export async function matchingCounts(db: Knex, clubId: string): Promise<Map<string, number>> {
  const rows = (await ofActivePersons(db)
    .where('matchings.clubId', clubId)
    .groupBy('matchings.jobId')
    .select('matchings.jobId')
    .count({ n: '*' })) as { jobId: string; n: string | number }[];
  return new Map(rows.map((r) => [r.jobId, Number(r.n)]));
}
