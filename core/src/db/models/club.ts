import { Model } from 'objection';

export class Club extends Model {
  static override tableName = 'clubs';

  declare id: string;
  declare accountId: string;
  declare country: 'CH' | 'DE';
  declare slug: string;
  declare name: string;
  declare description: string;
  declare street: string | null;
  declare zip: string;
  declare city: string;
  declare state: string | null;
  declare lat: number | null;
  declare lon: number | null;
  declare contactFirstName: string | null;
  declare contactLastName: string | null;
  declare contactPosition: string | null;
  declare contactEmail: string | null;
  declare contactPhone: string | null;
  declare websiteUrl: string | null;
  declare twitterUrl: string | null;
  declare instagramUrl: string | null;
  declare facebookUrl: string | null;
  declare avatarUrl: string | null;
  declare selectedImage: string | null;
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}
