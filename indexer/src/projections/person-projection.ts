import { presentPerson } from '@anpfiff/api/presenters/person-presenter';
import type { Person } from '@anpfiff/core/db/models/person';
import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import {
  functionLabels,
  functionsCovered,
  leagueWords,
  stateName,
  stateOf,
  teamLabels,
  words,
} from './keywords';

/**
 * A person as the pool of motivated athletes finds them: by name, by the roles they are interested in (the
 * function filter) and by their current role and club. The card shows the birth year only, never the
 * birthday, e-mail or phone.
 */
export function projectPerson(person: Person): SearchDocument<PersonCard> {
  // The presenter adds e-mail and phone only for viewers who may see them; the index is for everyone.
  const card = presentPerson(person, '', false);
  return {
    kind: 'people',
    id: person.id,
    country: person.country,
    state: stateOf(person.state),
    clubId: null,
    clubFunctions: functionsCovered(person.interestedClubFunctions),
    location: person.lat !== null && person.lon !== null ? { lat: person.lat, lon: person.lon } : null,
    createdAt: person.createdAt.toISOString(),
    title: words(person.firstName, person.lastName),
    keywords: words(
      functionLabels(person.interestedClubFunctions),
      functionLabels([person.currentClubFunction]),
      person.currentClubName,
      teamLabels(person.currentTeamCategory, person.currentTeamGender),
      leagueWords(person.currentLeague),
      person.zip,
      person.city,
      stateName(person.state),
    ),
    body: person.description,
    card,
  };
}
