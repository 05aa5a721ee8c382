import type { Knex } from 'knex';
import type { StartAt } from '../event-log';
import { headPosition, LOG_START, type LogPosition } from './event-reader';

/** A member counts as running while it has shown a sign of life within this time. */
export const ACTIVE_WITHIN_MS = 15_000;

export interface Checkpoint extends LogPosition {
  /** Changes with every replay; a checkpoint taken under an older generation is refused. */
  generation: number;
}

export interface GroupRow {
  group: string;
  position: LogPosition;
  generation: number;
  heartbeatAt: Date | null;
  active: boolean;
}

interface Row {
  groupName: string;
  positionTxId: string;
  positionOffset: string | number;
  generation: number;
  heartbeatAt: Date | null;
  active: boolean;
}

const SELECT = ['groupName', 'positionTxId', 'positionOffset', 'generation', 'heartbeatAt'] as const;

function activeColumn(db: Knex): Knex.Raw {
  return db.raw(
    `coalesce(heartbeat_at > now() - interval '${ACTIVE_WITHIN_MS} milliseconds', false) as active`,
  );
}

function toGroupRow(row: Row): GroupRow {
  return {
    group: row.groupName,
    position: { txId: String(row.positionTxId), offset: String(row.positionOffset) },
    generation: row.generation,
    heartbeatAt: row.heartbeatAt ? new Date(row.heartbeatAt) : null,
    active: row.active,
  };
}

/** Where a new group starts: the end, or just before the oldest event it reports pending (StartAt). */
async function startPosition(db: Knex, startAt: Exclude<StartAt, 'beginning'>): Promise<LogPosition> {
  // The end first: an event appended after this read lies after it, one appended before is pending.
  const end = (await headPosition(db)) ?? LOG_START;
  if (startAt === 'end') return end;
  const offset = await startAt.pending(db);
  // Its own transaction's place, not the first final event from it on: it may not be final yet.
  const event = offset === null ? undefined : await db('events').where({ id: offset }).first('txId');
  return event ? { txId: String(event.txId), offset: String(BigInt(offset as string) - 1n) } : end;
}

/** Creates the group's checkpoint on first use: at the start of the log, or where `startAt` says. */
export async function ensureGroup(db: Knex, group: string, startAt: StartAt): Promise<void> {
  if (startAt !== 'beginning' && (await readCheckpoint(db, group))) return;
  const start = startAt === 'beginning' ? LOG_START : await startPosition(db, startAt);
  await db('eventConsumers')
    .insert({ groupName: group, positionTxId: start.txId, positionOffset: start.offset })
    .onConflict('groupName')
    .ignore();
}

export async function readCheckpoint(db: Knex, group: string): Promise<Checkpoint | undefined> {
  const row: Row | undefined = await db('eventConsumers').select(SELECT).where({ groupName: group }).first();
  return (
    row && { txId: String(row.positionTxId), offset: String(row.positionOffset), generation: row.generation }
  );
}

/** Stores how far the group got; false when a replay moved the group meanwhile (the replay wins). */
export async function storeCheckpoint(
  db: Knex,
  group: string,
  generation: number,
  position: LogPosition,
): Promise<boolean> {
  const updated = await db('eventConsumers').where({ groupName: group, generation }).update({
    positionTxId: position.txId,
    positionOffset: position.offset,
    heartbeatAt: db.fn.now(),
    updatedAt: db.fn.now(),
  });
  return updated === 1;
}

export async function heartbeat(db: Knex, group: string): Promise<void> {
  await db('eventConsumers').where({ groupName: group }).update({ heartbeatAt: db.fn.now() });
}

/** A member leaving on purpose is not running any more; the replay progress should not wait for it. */
export async function clearHeartbeat(db: Knex, group: string): Promise<void> {
  await db('eventConsumers').where({ groupName: group }).update({ heartbeatAt: null });
}

export async function resetCheckpoint(db: Knex, group: string, position: LogPosition): Promise<void> {
  await db('eventConsumers')
    .where({ groupName: group })
    .update({
      positionTxId: position.txId,
      positionOffset: position.offset,
      generation: db.raw('generation + 1'),
      updatedAt: db.fn.now(),
    });
}

export async function listGroups(db: Knex): Promise<GroupRow[]> {
  const rows: Row[] = await db('eventConsumers')
    .select([...SELECT, activeColumn(db)])
    .orderBy('groupName');
  return rows.map(toGroupRow);
}

export async function findGroup(db: Knex, group: string): Promise<GroupRow | undefined> {
  const row: Row | undefined = await db('eventConsumers')
    .select([...SELECT, activeColumn(db)])
    .where({ groupName: group })
    .first();
  return row && toGroupRow(row);
}
