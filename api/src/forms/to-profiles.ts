import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { ClubProfile, JobOffer, PersonProfile, SocialLinks } from '@anpfiff/schemas/entities/profiles';
import type { ClubFormValues, JobFormValues, PersonFormValues } from './form-values';
import { locateAddress } from './locate-address';

function links(values: SocialLinks): SocialLinks {
  const { websiteUrl, twitterUrl, instagramUrl, facebookUrl } = values;
  return { websiteUrl, twitterUrl, instagramUrl, facebookUrl };
}

/** Form values -> the profile a command stores; every field the form left empty is cleared. */
export function toClubProfile(country: Country, v: ClubFormValues): ClubProfile {
  return {
    name: v.name,
    description: v.description ?? '',
    address: locateAddress(country, v.address),
    contactInformation: v.contactInformation ?? {},
    ...links(v),
  };
}

export function toPersonProfile(country: Country, v: PersonFormValues): PersonProfile {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    description: v.description ?? '',
    ...(v.birthday ? { birthday: v.birthday } : {}),
    gender: v.gender ?? 'NO_INFO',
    ...(v.phone ? { phone: v.phone } : {}),
    address: locateAddress(country, v.address),
    ...links(v),
    ...(v.currentJob ? { currentJob: v.currentJob } : {}),
    interestedClubFunctions: v.interestedClubFunctions,
    searchRadius: v.searchRadius ?? 0,
  };
}

export function toJobOffer(country: Country, v: JobFormValues): JobOffer {
  return {
    clubFunction: v.clubFunction,
    ...(v.subClubFunction ? { subClubFunction: v.subClubFunction } : {}),
    ...(v.teamCategory ? { teamCategory: v.teamCategory } : {}),
    ...(v.teamGender ? { teamGender: v.teamGender } : {}),
    ...(v.league ? { league: v.league } : {}),
    salary: v.salary ?? 0,
    searchRadius: v.searchRadius ?? 0,
    description: v.description,
    jobExtras: v.jobExtras,
    address: locateAddress(country, v.address),
    contactInformation: v.contactInformation ?? {},
  };
}
