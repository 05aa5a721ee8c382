import type { Person } from '@anpfiff/core/db/models/person';
import { withoutImpliedFunctions } from '@anpfiff/schemas/catalogues/club-functions';
import { leagueHierarchy } from '@anpfiff/schemas/catalogues/leagues';
import type { PersonCard } from '@anpfiff/schemas/api/profiles';

/**
 * A person as others see them: the birth year, never the birthday; e-mail and phone only for signed-in
 * persons and clubs.
 */
export function presentPerson(person: Person, email: string, canViewContactDetails: boolean): PersonCard {
  const job = person.currentClubFunction || person.currentClubName;
  return {
    slug: person.slug,
    firstName: person.firstName,
    lastName: person.lastName,
    description: person.description,
    birthYear: person.birthday ? Number(person.birthday.slice(0, 4)) : null,
    address: { zip: person.zip, city: person.city },
    state: person.state,
    avatarUrl: person.avatarUrl,
    websiteUrl: person.websiteUrl,
    twitterUrl: person.twitterUrl,
    instagramUrl: person.instagramUrl,
    facebookUrl: person.facebookUrl,
    currentJob: job
      ? {
          clubFunction: person.currentClubFunction,
          clubName: person.currentClubName,
          teamCategory: person.currentTeamCategory,
          teamGender: person.currentTeamGender,
          league: person.currentLeague,
          leagueHierarchy: person.currentLeague ? leagueHierarchy(person.currentLeague) : [],
        }
      : null,
    interestedClubFunctions: withoutImpliedFunctions(person.interestedClubFunctions),
    searchRadius: person.searchRadius,
    canViewContactDetails,
    ...(canViewContactDetails ? { email, ...(person.phone ? { phone: person.phone } : {}) } : {}),
  };
}
