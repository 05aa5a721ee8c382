import type { Knex } from 'knex';
import type { DeadLetter, DeadLetterFilter } from '../event-log';
import { toLoggedEvent } from './event-reader';

/**
 * Dead letters live in Postgres in both modes: the event itself stays in the `events` table (the outbox),
 * a dead letter only says which group gave up on which event, how often it tried and why.
 */
export async function park(
  db: Knex,
  group: string,
  eventOffset: string,
  attempts: number,
  error: string,
): Promise<void> {
  await db('eventDeadLetters')
    .insert({ groupName: group, eventId: eventOffset, attempts, error, status: 'parked' })
    .onConflict(['groupName', 'eventId'])
    .merge({
      status: 'parked',
      attempts: db.raw('event_dead_letters.attempts + excluded.attempts'),
      error: db.raw('excluded.error'),
      failedAt: db.fn.now(),
      resolvedAt: null,
    });
}

type StoreFilter = DeadLetterFilter & { status?: DeadLetter['status'] };

function filtered(db: Knex, filter: StoreFilter): Knex.QueryBuilder {
  const query = db('eventDeadLetters as d');
  if (filter.group) query.where('d.groupName', filter.group);
  if (filter.id) query.where('d.id', filter.id);
  if (filter.status) query.where('d.status', filter.status);
  else if (!filter.includeResolved) query.whereNot('d.status', 'resolved');
  return query;
}

interface DeadLetterRow {
  deadLetterId: string | number;
  groupName: string;
  status: DeadLetter['status'];
  attempts: number;
  error: string;
  failedAt: Date;
  id: string | number;
  txId: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  country: string | null;
  version: number;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

export async function listDeadLetters(
  db: Knex,
  filter: StoreFilter = {},
  limit = 1_000,
): Promise<DeadLetter[]> {
  const rows: DeadLetterRow[] = await filtered(db, filter)
    .join('events as e', 'e.id', 'd.eventId')
    .select(
      'd.id as deadLetterId',
      'd.groupName',
      'd.status',
      'd.attempts',
      'd.error',
      'd.failedAt',
      'e.id',
      'e.txId',
      'e.type',
      'e.aggregateType',
      'e.aggregateId',
      'e.country',
      'e.version',
      'e.payload',
      'e.occurredAt',
    )
    .orderBy('d.id')
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.deadLetterId),
    group: row.groupName,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    failedAt: new Date(row.failedAt),
    event: toLoggedEvent(row).event,
  }));
}

/** Parked letters (status `parked` or waiting for their redrive) per group. */
export async function countOpen(db: Knex): Promise<Map<string, number>> {
  const rows: { groupName: string; n: string | number }[] = await db('eventDeadLetters')
    .select('groupName')
    .count({ n: '*' })
    .whereNot('status', 'resolved')
    .groupBy('groupName');
  return new Map(rows.map((r) => [r.groupName, Number(r.n)]));
}

export async function requestRedrive(db: Knex, filter: DeadLetterFilter = {}): Promise<number> {
  return filtered(db, { ...filter, status: 'parked' }).update({ status: 'redrive' });
}

export async function resolve(db: Knex, deadLetterId: string): Promise<void> {
  await db('eventDeadLetters')
    .where({ id: deadLetterId })
    .update({ status: 'resolved', resolvedAt: db.fn.now() });
}
