import type {
  ClubProfile,
  ContactInformation,
  JobOffer,
  PersonProfile,
  Place,
} from '@anpfiff/schemas/entities/profiles';

/** Domain shapes -> table columns. Empty optional values are stored as null, never as ''. */
const orNull = <T>(value: T | undefined | ''): T | null =>
  value === undefined || value === '' ? null : value;

function placeColumns(place: Place) {
  return { zip: place.zip, city: place.city, state: place.state, lat: place.lat, lon: place.lon };
}

function contactColumns(contact: ContactInformation) {
  return {
    contactFirstName: orNull(contact.firstName),
    contactLastName: orNull(contact.lastName),
    contactPosition: orNull(contact.position),
    contactEmail: orNull(contact.email),
    contactPhone: orNull(contact.phone),
  };
}

function linkColumns(links: ClubProfile | PersonProfile) {
  return {
    websiteUrl: orNull(links.websiteUrl),
    twitterUrl: orNull(links.twitterUrl),
    instagramUrl: orNull(links.instagramUrl),
    facebookUrl: orNull(links.facebookUrl),
  };
}

export function clubColumns(club: ClubProfile) {
  return {
    name: club.name,
    description: club.description,
    street: orNull(club.address.street),
    ...placeColumns(club.address),
    ...contactColumns(club.contactInformation),
    ...linkColumns(club),
  };
}

export function personColumns(person: PersonProfile) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    description: person.description,
    birthday: orNull(person.birthday),
    gender: person.gender,
    phone: orNull(person.phone),
    ...placeColumns(person.address),
    ...linkColumns(person),
    currentClubFunction: orNull(person.currentJob?.clubFunction),
    currentClubName: orNull(person.currentJob?.clubName),
    currentTeamCategory: orNull(person.currentJob?.teamCategory),
    currentTeamGender: orNull(person.currentJob?.teamGender),
    currentLeague: orNull(person.currentJob?.league),
    interestedClubFunctions: person.interestedClubFunctions,
    searchRadius: person.searchRadius,
  };
}

export function jobColumns(job: JobOffer) {
  return {
    clubFunction: job.clubFunction,
    subClubFunction: orNull(job.subClubFunction),
    teamCategory: orNull(job.teamCategory),
    teamGender: orNull(job.teamGender),
    league: orNull(job.league),
    salary: job.salary,
    searchRadius: job.searchRadius,
    description: job.description,
    jobExtras: job.jobExtras,
    ...placeColumns(job.address),
    ...contactColumns(job.contactInformation),
  };
}
