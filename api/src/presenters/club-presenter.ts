import type { Club as ClubRow } from '@anpfiff/core/db/models/club';
import type { Club } from '@anpfiff/schemas/api/profiles';
import { presentContact } from './contact';

/** A club as anyone may see it; the contact block only for signed-in persons and clubs. */
export function presentClub(club: ClubRow, canViewContactDetails: boolean): Club {
  return {
    slug: club.slug,
    name: club.name,
    description: club.description,
    avatarUrl: club.avatarUrl,
    address: { street: club.street, zip: club.zip, city: club.city },
    state: club.state,
    websiteUrl: club.websiteUrl,
    twitterUrl: club.twitterUrl,
    instagramUrl: club.instagramUrl,
    facebookUrl: club.facebookUrl,
    canViewContactDetails,
    ...(canViewContactDetails ? { contactInformation: presentContact(club) } : {}),
  };
}
