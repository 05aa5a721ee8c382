import { boundingBox, KM_PER_DEGREE_LAT } from '@anpfiff/core/geo/distance';
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
 * The other side's own radius, as a prefilter: a row with a radius above 0 can match only a point inside
 * the box around its own place (the rules then measure the distance exactly). The box is the one
 * `boundingBox` draws, widened at the latitude farthest from the equator, so it never leaves a match out.
 */
function withinOwnRadius(
  query: Knex.QueryBuilder,
  table: 'jobs' | 'persons',
  point: { lat: number; lon: number } | null,
): void {
  const radius = `${table}.search_radius`;
  if (!point) {
    // Without a place of our own, no distance can be measured: only rows without a radius can match.
    query.where(`${table}.searchRadius`, '<=', 0);
    return;
  }
  const dLat = `(${radius} / ${KM_PER_DEGREE_LAT} * 1.000001)`;
  query.where((q) =>
    q.where(`${table}.searchRadius`, '<=', 0).orWhereRaw(
      `${table}.lat is not null and abs(${table}.lat - ?) <= ${dLat}
         and abs(${table}.lon - ?) <= ${dLat} / cos(radians(least(89.9, abs(?) + ${dLat})))`,
      [point.lat, point.lon, point.lat],
    ),
  );
}

/**
 * People who may match an offer: same country, active, an interest that can fit, and inside the offer's
 * radius box when it has one, and whose own radius reaches the offer. The rules then decide exactly; this
 * only keeps the candidate set small.
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
  withinOwnRadius(query, 'persons', job.location);
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
  withinOwnRadius(query, 'jobs', person.location);
  return ((await query) as JobRow[]).map(toMatchJob);
}
