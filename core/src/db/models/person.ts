import { Model } from 'objection';

export class Person extends Model {
  static override tableName = 'persons';

  declare id: string;
  declare accountId: string;
  declare country: 'CH' | 'DE';
  declare slug: string;
  declare firstName: string;
  declare lastName: string;
  declare description: string;
  /** 'YYYY-MM-DD'; public reads only ever show the year. */
  declare birthday: string | null;
  declare gender: 'MALE' | 'FEMALE' | 'NO_INFO';
  declare phone: string | null;
  declare zip: string;
  declare city: string;
  declare state: string | null;
  declare lat: number | null;
  declare lon: number | null;
  declare websiteUrl: string | null;
  declare twitterUrl: string | null;
  declare instagramUrl: string | null;
  declare facebookUrl: string | null;
  declare avatarUrl: string | null;
  declare selectedImage: string | null;
  declare currentClubFunction: string | null;
  declare currentClubName: string | null;
  declare currentTeamCategory: string | null;
  declare currentTeamGender: string | null;
  declare currentLeague: string | null;
  declare interestedClubFunctions: string[];
  declare searchRadius: number;
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}
