import type { ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { Knex } from 'knex';
import type { MatchJob, MatchPerson } from './rules/match-types';

export type LoadedJob = MatchJob & { clubId: string };

const ACTIVE = 'accounts.verified_at is not null and not accounts.locked';

type PersonRow = {
  id: string;
  country: 'CH' | 'DE';
  active: boolean;
  gender: MatchPerson['gender'];
  interestedClubFunctions: ClubFunction[];
  lat: number | null;
  lon: number | null;
  searchRadius: number;
  currentLeague: string | null;
};

type JobRow = {
  id: string;
  clubId: string;
  country: 'CH' | 'DE';
  active: boolean;
  clubFunction: ClubFunction;
  subClubFunction: ClubFunction | null;
  teamGender: 'M' | 'F' | null;
  league: string | null;
  lat: number | null;
  lon: number | null;
  searchRadius: number;
};

const place = (lat: number | null, lon: number | null) =>
  lat === null || lon === null ? null : { lat, lon };

export function toMatchPerson(row: PersonRow): MatchPerson {
  return {
    id: row.id,
    country: row.country,
    active: row.active,
    gender: row.gender,
    interests: row.interestedClubFunctions,
    location: place(row.lat, row.lon),
    searchRadius: row.searchRadius,
    currentLeague: row.currentLeague,
  };
}

export function toMatchJob(row: JobRow): LoadedJob {
  return { ...row, location: place(row.lat, row.lon) };
}

/** Persons with whether their account is active, as the rules need them. */
export function personQuery(db: Knex) {
  return db('persons')
    .join('accounts', 'accounts.id', 'persons.accountId')
    .select(
      'persons.id',
      'persons.country',
      db.raw(`(${ACTIVE}) as active`),
      'persons.gender',
      'persons.interestedClubFunctions',
      'persons.lat',
      'persons.lon',
      'persons.searchRadius',
      'persons.currentLeague',
    );
}

/** Offers with whether their club's account is active. */
export function jobQuery(db: Knex) {
  return db('jobs')
    .join('clubs', 'clubs.id', 'jobs.clubId')
    .join('accounts', 'accounts.id', 'clubs.accountId')
    .select(
      'jobs.id',
      'jobs.clubId',
      'jobs.country',
      db.raw(`(${ACTIVE}) as active`),
      'jobs.clubFunction',
      'jobs.subClubFunction',
      'jobs.teamGender',
      'jobs.league',
      'jobs.lat',
      'jobs.lon',
      'jobs.searchRadius',
    );
}

export async function loadPerson(db: Knex, personId: string): Promise<MatchPerson | null> {
  const row = (await personQuery(db).where('persons.id', personId).first()) as PersonRow | undefined;
  return row ? toMatchPerson(row) : null;
}

export async function loadJob(db: Knex, jobId: string): Promise<LoadedJob | null> {
  const row = (await jobQuery(db).where('jobs.id', jobId).first()) as JobRow | undefined;
  return row ? toMatchJob(row) : null;
}

export type { JobRow, PersonRow };
