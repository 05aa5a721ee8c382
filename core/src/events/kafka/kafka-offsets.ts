import type { Knex } from 'knex';
import type { Admin, SeekEntry } from 'kafkajs';
import { type ReplayFrom, type ReplayPlan, UnknownGroupError } from '../event-log';
import { COMMITTED } from '../outbox/event-reader';

export interface TopicPartitionOffsets {
  topic: string;
  partitions: SeekEntry[];
}

interface GroupState {
  /** Committed offset per topic and partition; -1 where the group has none yet. */
  committed: Map<string, Map<number, bigint>>;
  active: boolean;
}

async function groupState(admin: Admin, group: string, topics: string[]): Promise<GroupState> {
  const [offsets, description] = await Promise.all([
    admin.fetchOffsets({ groupId: group, topics }),
    admin.describeGroups([group]),
  ]);
  const committed = new Map<string, Map<number, bigint>>();
  for (const { topic, partitions } of offsets) {
    committed.set(topic, new Map(partitions.map((p) => [p.partition, BigInt(p.offset)])));
  }
  const members = description.groups.find((g) => g.groupId === group)?.members ?? [];
  return { committed, active: members.length > 0 };
}

async function watermarks(admin: Admin, topic: string): Promise<Map<number, { low: bigint; high: bigint }>> {
  const offsets = await admin.fetchTopicOffsets(topic);
  return new Map(offsets.map((o) => [o.partition, { low: BigInt(o.low), high: BigInt(o.high) }]));
}

export async function consumerGroups(admin: Admin): Promise<string[]> {
  const { groups } = await admin.listGroups();
  return groups
    .filter((g) => g.protocolType === 'consumer')
    .map((g) => g.groupId)
    .sort();
}

export interface KafkaGroupLag {
  group: string;
  lag: number;
  active: boolean;
}

/** Per group: records in its topics after its committed offsets (all of a topic it has not started on). */
export async function kafkaLag(admin: Admin, topics: string[]): Promise<KafkaGroupLag[]> {
  const highs = new Map(await Promise.all(topics.map(async (t) => [t, await watermarks(admin, t)] as const)));
  const result: KafkaGroupLag[] = [];
  for (const group of await consumerGroups(admin)) {
    const state = await groupState(admin, group, topics);
    let lag = 0n;
    for (const [topic, partitions] of state.committed) {
      if ([...partitions.values()].every((o) => o < 0n)) continue;
      for (const [partition, { low, high }] of highs.get(topic) ?? []) {
        const at = partitions.get(partition) ?? -1n;
        lag += high - (at < 0n ? low : at);
      }
    }
    result.push({ group, lag: Number(lag), active: state.active });
  }
  return result;
}

export interface ReplayStart {
  /** The first event the replay delivers, for the plan; null when there is none. */
  fromOffset: string | null;
  /** Seek every partition to this record time; null: to the beginning, +Infinity: nothing to replay. */
  timestamp: number | null;
}

/**
 * The record time a replay seeks to. Records are stamped no earlier than their event occurred (see
 * `toKafkaMessage`), so seeking to time T reaches every event that occurred at or after T. An outbox offset
 * N is not one time: `occurred_at` is its transaction's start, so an event after N can carry an earlier
 * time than N's own, and seeking to N's time would skip it. Hence the earliest time of all events from N
 * on. That also delivers again some events before N (or before `since`) that were published after it:
 * harmless, consumers are idempotent.
 */
export async function replayStart(db: Knex, from: ReplayFrom): Promise<ReplayStart> {
  if ('since' in from) {
    const [row] = await db('events')
      .min({ id: 'id' })
      .where('occurredAt', '>=', from.since)
      .whereRaw(COMMITTED);
    return { fromOffset: row?.id == null ? null : String(row.id), timestamp: from.since.getTime() };
  }
  if (BigInt(from.offset) <= 1n) return { fromOffset: from.offset, timestamp: null };
  const [row] = await db('events').min({ id: 'id', occurredAt: 'occurredAt' }).where('id', '>=', from.offset);
  if (row?.id == null) return { fromOffset: null, timestamp: Number.POSITIVE_INFINITY };
  return { fromOffset: String(row.id), timestamp: new Date(row.occurredAt).getTime() };
}

/**
 * Where each partition of the group's topics must stand to deliver again everything from `from`. Kafka
 * offsets are per partition, so the place is found by record time (`replayStart`); at-least-once, as
 * always. A replay never moves a group forward past records it has not read.
 */
export async function planKafkaReplay(
  admin: Admin,
  db: Knex,
  group: string,
  from: ReplayFrom,
  allTopics: string[],
): Promise<{ plan: ReplayPlan; targets: TopicPartitionOffsets[] }> {
  const groups = await consumerGroups(admin);
  if (!groups.includes(group)) throw new UnknownGroupError(group, groups);
  const state = await groupState(admin, group, allTopics);
  const started = allTopics.filter((t) => [...(state.committed.get(t)?.values() ?? [])].some((o) => o >= 0n));
  const topics = started.length ? started : allTopics;
  const { fromOffset, timestamp } = await replayStart(db, from);

  const targets: TopicPartitionOffsets[] = [];
  let events = 0n;
  for (const topic of topics) {
    const marks = await watermarks(admin, topic);
    const byTime =
      timestamp === null || !Number.isFinite(timestamp)
        ? undefined
        : new Map(
            (await admin.fetchTopicOffsetsByTimestamp(topic, timestamp)).map((o) => [
              o.partition,
              BigInt(o.offset),
            ]),
          );
    const partitions: SeekEntry[] = [];
    for (const [partition, { low, high }] of marks) {
      let target =
        timestamp === null ? low : Number.isFinite(timestamp) ? (byTime?.get(partition) ?? high) : high;
      const committed = state.committed.get(topic)?.get(partition) ?? -1n;
      if (committed >= 0n && committed < target) target = committed;
      partitions.push({ partition, offset: String(target) });
      events += high - target;
    }
    targets.push({ topic, partitions });
  }
  return {
    plan: { group, fromOffset, currentOffset: null, events: Number(events), active: state.active },
    targets,
  };
}

export class GroupRunningError extends Error {
  constructor(group: string) {
    super(
      `Die Consumer-Gruppe "${group}" hat laufende Mitglieder: Kafka verschiebt die Offsets einer Gruppe ` +
        'nur, solange keiner ihrer Consumer läuft. Sie stoppen, das Replay ausführen und wieder starten.',
    );
    this.name = 'GroupRunningError';
  }
}

export async function applyKafkaReplay(
  admin: Admin,
  group: string,
  targets: TopicPartitionOffsets[],
): Promise<void> {
  for (const { topic, partitions } of targets) await admin.setOffsets({ groupId: group, topic, partitions });
}
