import { presentJob } from '@anpfiff/api/presenters/job-presenter';
import type { Club } from '@anpfiff/core/db/models/club';
import type { Job } from '@anpfiff/core/db/models/job';
import type { Job as JobCard } from '@anpfiff/schemas/api/profiles';
import { clubFunctionLabel, isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import {
  functionLabels,
  functionsCovered,
  functionsWithParents,
  jobExtraLabels,
  leagueWords,
  stateName,
  stateOf,
  teamLabels,
  words,
} from './keywords';

/** The club's columns an offer's document needs. */
export const JOB_CLUB_COLUMNS = ['id', 'slug', 'name', 'avatarUrl'] as const;

/**
 * An offer as the marketplace finds it: the title is the function and the club (what a card's headline
 * shows), the keywords every parent function, team, league, extras and the place. The card is the public
 * one, so no contact person enters the index.
 */
export function projectJob(
  job: Job,
  club: Pick<Club, (typeof JOB_CLUB_COLUMNS)[number]>,
): SearchDocument<JobCard> {
  const ownFunction = job.subClubFunction ?? job.clubFunction;
  return {
    kind: 'jobs',
    id: job.id,
    country: job.country,
    state: stateOf(job.state),
    clubId: club.id,
    // An offer naming a sub-function is for that role alone; one for a function alone, for any of its roles.
    clubFunctions: job.subClubFunction
      ? functionsWithParents([job.subClubFunction, job.clubFunction])
      : functionsCovered([job.clubFunction]),
    location: job.lat !== null && job.lon !== null ? { lat: job.lat, lon: job.lon } : null,
    createdAt: job.createdAt.toISOString(),
    title: words(isClubFunction(ownFunction) ? clubFunctionLabel(ownFunction) : null, club.name),
    keywords: words(
      functionLabels([job.subClubFunction, job.clubFunction]),
      teamLabels(job.teamCategory, job.teamGender),
      leagueWords(job.league),
      jobExtraLabels(job.jobExtras),
      job.zip,
      job.city,
      stateName(job.state),
    ),
    body: job.description,
    card: presentJob(job, club, false),
  };
}
