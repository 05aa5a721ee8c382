import { presentClub } from '@anpfiff/api/presenters/club-presenter';
import type { Club } from '@anpfiff/core/db/models/club';
import type { Club as ClubCard } from '@anpfiff/schemas/api/profiles';
import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import { stateName, stateOf, words } from './keywords';

/** A club as the directory finds it. The card is the public one: no contact block enters the index. */
export function projectClub(club: Club): SearchDocument<ClubCard> {
  return {
    kind: 'clubs',
    id: club.id,
    country: club.country,
    state: stateOf(club.state),
    clubId: club.id,
    clubFunctions: [],
    location: club.lat !== null && club.lon !== null ? { lat: club.lat, lon: club.lon } : null,
    createdAt: club.createdAt.toISOString(),
    title: club.name,
    keywords: words(club.street, club.zip, club.city, stateName(club.state)),
    body: club.description,
    card: presentClub(club, false),
  };
}
