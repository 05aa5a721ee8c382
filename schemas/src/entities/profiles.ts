import type { ClubFunction } from '../catalogues/club-functions';
import type { JobExtra } from '../catalogues/job-extras';
import type { PersonGender } from '../catalogues/person';
import type { StateCode } from '../catalogues/states';
import type { TeamCategory, TeamGender } from '../catalogues/team';

/** What a command stores about a place once it has been located (state and coordinates). */
export interface Place {
  street?: string;
  zip: string;
  city: string;
  state: StateCode | null;
  lat: number | null;
  lon: number | null;
}

export interface ContactInformation {
  firstName?: string;
  lastName?: string;
  position?: string;
  email?: string;
  phone?: string;
}

export interface SocialLinks {
  websiteUrl?: string;
  twitterUrl?: string;
  instagramUrl?: string;
  facebookUrl?: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface ClubProfile extends SocialLinks {
  name: string;
  description: string;
  address: Place;
  contactInformation: ContactInformation;
}

export interface CurrentJob {
  clubFunction?: ClubFunction;
  clubName?: string;
  teamCategory?: TeamCategory;
  teamGender?: TeamGender;
  league?: string;
}

export interface PersonProfile extends SocialLinks {
  firstName: string;
  lastName: string;
  description: string;
  /** 'YYYY-MM-DD' */
  birthday?: string;
  gender: PersonGender;
  phone?: string;
  address: Place;
  currentJob?: CurrentJob;
  interestedClubFunctions: ClubFunction[];
  /** km; 0 means no limit */
  searchRadius: number;
}

export interface JobOffer {
  clubFunction: ClubFunction;
  subClubFunction?: ClubFunction;
  teamCategory?: TeamCategory;
  teamGender?: TeamGender;
  league?: string;
  /** whole CHF or EUR per season, by the club's country */
  salary: number;
  /** km; 0 means no limit */
  searchRadius: number;
  description: string;
  jobExtras: JobExtra[];
  address: Place;
  contactInformation: ContactInformation;
}
