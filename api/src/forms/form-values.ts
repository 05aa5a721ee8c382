import type { ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { JobExtra } from '@anpfiff/schemas/catalogues/job-extras';
import type { PersonGender } from '@anpfiff/schemas/catalogues/person';
import type { TeamCategory, TeamGender } from '@anpfiff/schemas/catalogues/team';
import type { ContactInformation, CurrentJob, SocialLinks } from '@anpfiff/schemas/entities/profiles';
import type { AddressValues } from './locate-address';

/** The validated values of each form, as `submitForm` returns them (empty fields are absent). */
export interface ClubFormValues extends SocialLinks {
  name: string;
  description?: string;
  address: AddressValues;
  contactInformation?: ContactInformation;
}

export interface PersonFormValues extends SocialLinks {
  firstName: string;
  lastName: string;
  description?: string;
  birthday?: string;
  gender?: PersonGender;
  phone?: string;
  address: AddressValues;
  currentJob?: CurrentJob;
  interestedClubFunctions: ClubFunction[];
  searchRadius?: number;
}

export interface JobFormValues {
  clubFunction: ClubFunction;
  subClubFunction?: ClubFunction;
  teamCategory?: TeamCategory;
  teamGender?: TeamGender;
  league?: string;
  salary?: number;
  searchRadius?: number;
  description: string;
  jobExtras: JobExtra[];
  address: AddressValues;
  contactInformation?: ContactInformation;
}

export interface Credentials {
  email: string;
  password: string;
}
