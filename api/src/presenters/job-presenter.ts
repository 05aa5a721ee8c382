import type { Club } from '@anpfiff/core/db/models/club';
import type { Job as JobRow } from '@anpfiff/core/db/models/job';
import { COUNTRY_INFO } from '@anpfiff/schemas/catalogues/countries';
import { leagueHierarchy } from '@anpfiff/schemas/catalogues/leagues';
import type { Job, OwnJob } from '@anpfiff/schemas/api/profiles';
import { presentContact } from './contact';

/** What an offer says of its role, team and pay, the same on the public reads and the club's own list. */
function roleTeamAndPay(job: JobRow) {
  return {
    clubFunction: job.clubFunction,
    subClubFunction: job.subClubFunction,
    teamCategory: job.teamCategory,
    teamGender: job.teamGender,
    league: job.league,
    leagueHierarchy: job.league ? leagueHierarchy(job.league) : [],
    salary: job.salary,
    currency: COUNTRY_INFO[job.country].currency,
  };
}

export function presentJob(
  job: JobRow,
  club: Pick<Club, 'slug' | 'name' | 'avatarUrl'>,
  canViewContactDetails: boolean,
): Job {
  return {
    id: job.id,
    slug: job.slug,
    clubSlug: club.slug,
    clubName: club.name,
    clubAvatarUrl: club.avatarUrl,
    ...roleTeamAndPay(job),
    searchRadius: job.searchRadius,
    description: job.description,
    jobExtras: job.jobExtras,
    address: { zip: job.zip, city: job.city },
    state: job.state,
    canViewContactDetails,
    ...(canViewContactDetails ? { contactInformation: presentContact(job) } : {}),
    createdAt: job.createdAt.toISOString(),
  };
}

/** A line of the club's own offer list, with how many people match it. */
export function presentOwnJob(job: JobRow, matchings: number): OwnJob {
  return {
    slug: job.slug,
    ...roleTeamAndPay(job),
    createdAt: job.createdAt.toISOString(),
    matchings,
  };
}
