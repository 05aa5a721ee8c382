import { Model } from 'objection';

/** A row of the `events` table: the outbox and, in embedded mode, the event log. */
export class EventRecord extends Model {
  static override tableName = 'events';

  declare id: string;
  declare type: string;
  declare aggregateType: string;
  declare aggregateId: string;
  declare country: 'CH' | 'DE' | null;
  declare version: number;
  declare payload: Record<string, unknown>;
  declare occurredAt: Date;
}
