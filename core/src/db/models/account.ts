import { Model } from 'objection';

export type AccountKind = 'person' | 'club' | 'admin';

export class Account extends Model {
  static override tableName = 'accounts';

  declare id: string;
  declare email: string;
  declare kind: AccountKind;
  declare country: 'CH' | 'DE';
  declare passwordHash: string;
  declare verifiedAt: Date | null;
  declare locked: boolean;
  declare weeklyJobUpdate: boolean;
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}
