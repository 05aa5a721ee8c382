import type { Club } from '@anpfiff/core/db/models/club';
import type { Job } from '@anpfiff/core/db/models/job';
import type { Person } from '@anpfiff/core/db/models/person';
import { withoutImpliedFunctions } from '@anpfiff/schemas/catalogues/club-functions';
import { presentContact } from './contact';

/**
 * Owners read their records in the shape of their edit forms, so a form can be filled with the answer and
 * sent back unchanged. Empty fields are absent, as the forms omit them too.
 */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<T>;
}

const links = (r: Club | Person) =>
  compact({
    websiteUrl: r.websiteUrl,
    twitterUrl: r.twitterUrl,
    instagramUrl: r.instagramUrl,
    facebookUrl: r.facebookUrl,
  });

export function presentOwnClub(club: Club) {
  return {
    slug: club.slug,
    name: club.name,
    description: club.description,
    avatarUrl: club.avatarUrl,
    address: compact({ street: club.street, zip: club.zip, city: club.city }),
    contactInformation: presentContact(club),
    ...links(club),
  };
}

export function presentOwnPerson(person: Person, email: string) {
  return {
    slug: person.slug,
    email,
    ...compact({
      firstName: person.firstName,
      lastName: person.lastName,
      description: person.description,
      birthday: person.birthday,
      gender: person.gender,
      phone: person.phone,
    }),
    avatarUrl: person.avatarUrl,
    address: { zip: person.zip, city: person.city },
    ...links(person),
    currentJob: compact({
      clubFunction: person.currentClubFunction,
      clubName: person.currentClubName,
      teamCategory: person.currentTeamCategory,
      teamGender: person.currentTeamGender,
      league: person.currentLeague,
    }),
    interestedClubFunctions: withoutImpliedFunctions(person.interestedClubFunctions),
    searchRadius: person.searchRadius,
  };
}

export function presentOwnJobDetail(job: Job) {
  return {
    id: job.id,
    slug: job.slug,
    createdAt: job.createdAt.toISOString(),
    clubFunction: job.clubFunction,
    ...compact({
      subClubFunction: job.subClubFunction,
      teamCategory: job.teamCategory,
      teamGender: job.teamGender,
      league: job.league,
    }),
    salary: job.salary,
    searchRadius: job.searchRadius,
    description: job.description,
    jobExtras: job.jobExtras,
    address: { zip: job.zip, city: job.city },
    contactInformation: presentContact(job),
  };
}
