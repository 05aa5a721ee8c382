import { boundingBox } from '@anpfiff/core/geo/distance';
import { ancestorsOf, type ClubFunction, descendantsOf } from '@anpfiff/schemas/catalogues/club-functions';
import type { Knex } from 'knex';
import {
  jobQuery,
  type JobRow,
  type LoadedJob,
  personQuery,
  type PersonRow,
  toMatchJob,
  toMatchPerson,
} from './match-subjects';
import type { MatchPerson } from './rules/match-types';

const ACTIVE = 'accounts.verified_at is not null and not accounts.locked';

/** Interests that can fit an offer's role (see rules/function-fit.ts): the role, its parents, and for a general offer its children. */
export function interestsFitting(clubFunction: ClubFunction, sub: ClubFunction | null): ClubFunction[] {
  const role = sub ?? clubFunction;
  return [role, ...ancestorsOf(role), ...(sub ? [] : descendantsOf(clubFunction))];
}

/**
 * People who may match an offer: same country, active, an interest that can fit, and inside the offer's
 * radius box when it has one. The rules then decide exactly; this only keeps the candidate set small.
 */
export async function personCandidates(db: Knex, job: LoadedJob): Promise<MatchPerson[]> {
  const query = personQuery(db)
    .where('persons.country', job.country)
    .whereRaw(ACTIVE)
    .whereRaw('persons.interested_club_functions && ?::text[]', [
      interestsFitting(job.clubFunction, job.subClubFunction),
    ]);
  if (job.searchRadius > 0 && job.location) {
    const box = boundingBox(job.location, job.searchRadius);
    query
      .whereBetween('persons.lat', [box.minLat, box.maxLat])
      .whereBetween('persons.lon', [box.minLon, box.maxLon]);
  }
  return ((await query) as PersonRow[]).map(toMatchPerson);
}

/** Offers that may match a person, by the same reasoning from the other side. */
export async function jobCandidates(db: Knex, person: MatchPerson): Promise<LoadedJob[]> {
  if (person.interests.length === 0) return [];
  const covered = [...new Set(person.interests.flatMap((i) => [i, ...descendantsOf(i)]))];
  const parents = [...new Set(person.interests.flatMap((i) => ancestorsOf(i)))];
  const query = jobQuery(db)
    .where('jobs.country', person.country)
    .whereRaw(ACTIVE)
    .where((q) =>
      q
        .whereRaw('coalesce(jobs.sub_club_function, jobs.club_function) = any(?::text[])', [covered])
        .orWhere((general) =>
          general
            .whereNull('jobs.subClubFunction')
            .whereRaw('jobs.club_function = any(?::text[])', [parents]),
        ),
    );
  if (person.searchRadius > 0 && person.location) {
    const box = boundingBox(person.location, person.searchRadius);
    query
      .whereBetween('jobs.lat', [box.minLat, box.maxLat])
      .whereBetween('jobs.lon', [box.minLon, box.maxLon]);
  }
  return ((await query) as JobRow[]).map(toMatchJob);
}
