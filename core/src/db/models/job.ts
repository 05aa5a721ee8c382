import { Model } from 'objection';
import { Club } from './club';

export class Job extends Model {
  static override tableName = 'jobs';

  declare id: string;
  declare clubId: string;
  declare country: 'CH' | 'DE';
  declare slug: string;
  declare clubFunction: string;
  declare subClubFunction: string | null;
  declare teamCategory: string | null;
  declare teamGender: string | null;
  declare league: string | null;
  declare salary: number;
  declare searchRadius: number;
  declare description: string;
  declare jobExtras: string[];
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
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare club?: Club;

  static override relationMappings = () => ({
    club: {
      relation: Model.BelongsToOneRelation,
      modelClass: Club,
      join: { from: 'jobs.clubId', to: 'clubs.id' },
    },
  });
}
