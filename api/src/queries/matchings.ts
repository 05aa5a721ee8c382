import { Job } from '@anpfiff/core/db/models/job';
import { Person } from '@anpfiff/core/db/models/person';
import type { Knex } from 'knex';

export interface MatchingInfo {
  score: number;
  distanceKm: number | null;
  reasons: { kind: string; text: string }[];
}

const ACTIVE = 'accounts.verified_at is not null and not accounts.locked';

/** A person's matching offers, best first; only offers of active clubs. */
export async function matchingJobsOfPerson(db: Knex, personId: string) {
  const rows = (await db('matchings')
    .join('jobs', 'jobs.id', 'matchings.jobId')
    .join('clubs', 'clubs.id', 'jobs.clubId')
    .join('accounts', 'accounts.id', 'clubs.accountId')
    .where('matchings.personId', personId)
    .whereRaw(ACTIVE)
    .orderBy([
      { column: 'matchings.score', order: 'desc' },
      { column: 'jobs.createdAt', order: 'desc' },
    ])
    .select(
      'jobs.*',
      'matchings.score',
      'matchings.distanceKm',
      'matchings.reasons',
      'clubs.slug as clubSlug',
      'clubs.name as clubName',
      'clubs.avatarUrl as clubAvatarUrl',
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

/** The people matching one offer, best first; only active accounts. */
export async function matchingPersonsOfJob(db: Knex, jobId: string) {
  const rows = (await db('matchings')
    .join('persons', 'persons.id', 'matchings.personId')
    .join('accounts', 'accounts.id', 'persons.accountId')
    .where('matchings.jobId', jobId)
    .whereRaw(ACTIVE)
    .orderBy([{ column: 'matchings.score', order: 'desc' }, { column: 'persons.lastName' }])
    .select(
      'persons.*',
      'accounts.email as accountEmail',
      'matchings.score',
      'matchings.distanceKm',
      'matchings.reasons',
    )) as Record<string, unknown>[];
  return rows.map((row) => ({
    person: Person.fromDatabaseJson(row) as Person,
    email: row.accountEmail as string,
    matching: row as unknown as MatchingInfo,
  }));
}

/** Matching counts per offer of a club, for its own offer list. */
export async function matchingCounts(db: Knex, clubId: string): Promise<Map<string, number>> {
  const rows = (await db('matchings')
    .join('persons', 'persons.id', 'matchings.personId')
    .join('accounts', 'accounts.id', 'persons.accountId')
    .where('matchings.clubId', clubId)
    .whereRaw(ACTIVE)
    .groupBy('matchings.jobId')
    .select('matchings.jobId')
    .count({ n: '*' })) as { jobId: string; n: string | number }[];
  return new Map(rows.map((r) => [r.jobId, Number(r.n)]));
}
