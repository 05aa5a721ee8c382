import type { AggregateType, DomainEvent, EventType } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';
import type { CoalesceKey } from './coalesce';

/** An event as the log delivers it: the appended domain event plus where and when it sits in the log. */
export interface StoredEvent {
  /** The `events.id`: the offset operators see and replay from. A bigint, so kept as a string. */
  offset: string;
  type: EventType;
  aggregateType: AggregateType;
  aggregateId: string;
  country: 'CH' | 'DE' | null;
  version: number;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

export interface HandlerContext {
  /** Handlers re-read current state and write their own rows here, in their own transaction if they need one. */
  db: Knex;
  group: string;
  /** 1 on first delivery; higher while a failing handler is retried. */
  attempt: number;
}

/**
 * Handles one event. Delivery is at-least-once: the same event can come again after a crash or a replay,
 * so a handler's effect must be idempotent (upsert by id, compare versions, record what it did).
 */
export type EventHandler = (event: StoredEvent, context: HandlerContext) => Promise<void>;

export interface RetryPolicy {
  /** Deliveries before the event is parked as a dead letter (first one included). */
  attempts: number;
  /** Wait before the second delivery; doubled for every further one. */
  initialDelayMs: number;
  maxDelayMs: number;
}

/**
 * Where a new group starts. `pending` serves a group that only cares about new events but whose events
 * may be appended before it first runs (a digest triggered by hand before the mailer ever started): it
 * answers the offset of the oldest event the group has not handled yet, found in the group's own records,
 * and the group starts just before it — or at the end when it answers null. The log before that event is
 * never read. On Kafka, whose offsets are not the log's, the group then reads its topics from the
 * beginning of their retention: its handler must skip what it handled already.
 */
export type StartAt = 'beginning' | 'end' | { pending: (db: Knex) => Promise<string | null> };

export interface SubscribeOptions {
  /** Consumer group: one checkpoint, each event handled by one member at a time. */
  group: string;
  handler: EventHandler;
  /** Only these types reach the handler; the checkpoint still moves past the others. */
  types?: readonly EventType[];
  /** Where a group that has no checkpoint yet starts: the whole log (default) or only new events. */
  startAt?: StartAt;
  retry?: Partial<RetryPolicy>;
  /** Events fetched and checkpointed together. */
  batchSize?: number;
  /**
   * For a handler that re-reads current state: of the events in one batch with the same key, only the
   * last reaches the handler (coalesce.ts). Without it every event is handled.
   */
  coalesce?: CoalesceKey;
}

export interface Subscription {
  readonly group: string;
  /** Finishes the batch in hand, stores its checkpoint and leaves the group. */
  stop(): Promise<void>;
  /** Settles when the subscription has ended: after stop(), or with the error that ended it. */
  readonly done: Promise<void>;
}

export type ReplayFrom = { offset: string } | { since: Date };

export interface ReplayPlan {
  group: string;
  /** The first offset delivered again (null when nothing in the log is at or after the requested point). */
  fromOffset: string | null;
  /** The offset the group had finished before the replay (null: nothing yet, or not known in Kafka mode). */
  currentOffset: string | null;
  /** Events the group will handle again. */
  events: number;
  /** Whether a member of the group is running now and will pick the replay up. */
  active: boolean;
}

export interface GroupLag {
  group: string;
  /** Offset the group has finished (null in Kafka mode, where positions are per partition). */
  offset: string | null;
  /** Events delivered to nobody in this group yet. */
  lag: number;
  deadLetters: number;
  /** Whether a member of the group is running (seen within the last seconds, or joined in Kafka). */
  active: boolean;
  lastSeenAt: Date | null;
}

export interface LogHead {
  /** The newest offset in the log (null for an empty log). */
  offset: string | null;
  events: number;
}

export interface DeadLetter {
  id: string;
  group: string;
  status: 'parked' | 'redrive' | 'resolved';
  attempts: number;
  error: string;
  failedAt: Date;
  event: StoredEvent;
}

export interface DeadLetterFilter {
  group?: string;
  id?: string;
  /** Resolved dead letters are kept for the record and listed only when asked. */
  includeResolved?: boolean;
}

/** An event as `tail` delivers it: with its place in the log, to continue after it. */
export interface TailedEvent extends StoredEvent {
  /**
   * Where the event sits in the walking order of the log, as text (`formatPosition`). Offsets alone do not
   * order the log on a server: an event can commit after one with a higher offset.
   */
  position: string;
}

export interface TailOptions {
  /** How many of the newest events to show first (ignored with `after`). */
  last: number;
  /** Continue right after this `position` of an event tailed before, instead of at the newest events. */
  after?: string;
  /** Keep waiting for new events until the signal aborts. */
  follow?: boolean;
  signal?: AbortSignal;
}

/** The event log port (DESIGN.md sections 1 and 3): the embedded `pg` adapter and the `kafka` adapter. */
export interface EventLog {
  readonly kind: 'pg' | 'kafka';
  /** The outbox write: inside the command's transaction, so the event exists exactly when it commits. */
  append(trx: Knex.Transaction, event: DomainEvent): Promise<string>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  planReplay(group: string, from: ReplayFrom): Promise<ReplayPlan>;
  /** Moves the group back, so it handles every event from that point again. */
  replay(group: string, from: ReplayFrom): Promise<ReplayPlan>;
  lag(): Promise<GroupLag[]>;
  head(): Promise<LogHead>;
  tail(options: TailOptions): AsyncIterable<TailedEvent>;
  deadLetters(filter?: DeadLetterFilter): Promise<DeadLetter[]>;
  /** Marks parked dead letters for another delivery by their group's running consumer; returns how many. */
  redrive(filter?: DeadLetterFilter): Promise<number>;
  close(): Promise<void>;
}

export class UnknownGroupError extends Error {
  constructor(group: string, known: string[]) {
    super(
      `Unbekannte Consumer-Gruppe "${group}"` +
        (known.length ? ` (bekannt: ${known.join(', ')})` : ' (noch keine Consumer-Gruppe ist gelaufen)'),
    );
    this.name = 'UnknownGroupError';
  }
}

const GROUP_NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export function assertGroupName(group: string): void {
  if (!GROUP_NAME.test(group)) {
    throw new Error(
      `Ungültige Consumer-Gruppe "${group}": nur Kleinbuchstaben, Ziffern, Punkte und Bindestriche`,
    );
  }
}
