import {
  AGGREGATE_TYPES,
  type AggregateType,
  aggregateTypeOf,
  EVENT_TYPES,
  type EventType,
} from '@anpfiff/schemas/events/domain-event';
import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import { z } from 'zod';
import type { StoredEvent } from '../event-log';

/** Topics are named `<prefix><aggregate type>`, e.g. `anpfiff.job`; tests give each run its own prefix. */
export const DEFAULT_TOPIC_PREFIX = 'anpfiff.';

export const HEADERS = {
  offset: 'anpfiff-offset',
  type: 'anpfiff-type',
  version: 'anpfiff-version',
  country: 'anpfiff-country',
  contentType: 'content-type',
} as const;

export function topicFor(aggregateType: AggregateType, prefix = DEFAULT_TOPIC_PREFIX): string {
  return `${prefix}${aggregateType}`;
}

/** The topics a consumer reads: those of the event types it wants, or all of them. */
export function topicsFor(types: readonly EventType[] | undefined, prefix = DEFAULT_TOPIC_PREFIX): string[] {
  const aggregates = types ? [...new Set(types.map(aggregateTypeOf))] : [...AGGREGATE_TYPES];
  return aggregates.map((a) => topicFor(a, prefix)).sort();
}

export interface TopicMessage {
  topic: string;
  message: Message;
}

/**
 * One outbox row as a Kafka record. The key is the aggregate id, so all events of one club, job or person
 * land in one partition in order; the headers let tools route and filter without parsing the value.
 *
 * The timestamp is the publish time, never earlier than the occurrence. Topic retention counts from it, so
 * a backlog published late (the first switch to Kafka, a long relay outage) is kept as long as any other
 * record rather than deleted at once for looking old. Never earlier than `occurredAt` (the relay's clock
 * may lag the database's) is what replays rely on: seeking to time T finds every event that occurred at or
 * after T. The occurrence itself travels in the value, as before.
 */
export function toKafkaMessage(
  event: StoredEvent,
  prefix = DEFAULT_TOPIC_PREFIX,
  now = Date.now(),
): TopicMessage {
  const headers: IHeaders = {
    [HEADERS.offset]: event.offset,
    [HEADERS.type]: event.type,
    [HEADERS.version]: String(event.version),
    [HEADERS.contentType]: 'application/json',
  };
  if (event.country) headers[HEADERS.country] = event.country;
  return {
    topic: topicFor(event.aggregateType, prefix),
    message: {
      key: event.aggregateId,
      value: JSON.stringify({ ...event, occurredAt: event.occurredAt.toISOString() }),
      headers,
      timestamp: String(Math.max(now, event.occurredAt.getTime())),
    },
  };
}

const storedEventSchema = z.object({
  offset: z.string().regex(/^\d+$/),
  type: z.enum(EVENT_TYPES),
  aggregateType: z.enum(AGGREGATE_TYPES),
  aggregateId: z.string().min(1),
  country: z.enum(['CH', 'DE']).nullable(),
  version: z.number().int().min(0),
  payload: z.record(z.string(), z.unknown()),
  occurredAt: z.iso.datetime({ offset: true }).transform((iso) => new Date(iso)),
});

export class MalformedMessageError extends Error {
  constructor(detail: string) {
    super(`Kafka record is not an Anpfiff event: ${detail}`);
    this.name = 'MalformedMessageError';
  }
}

export function fromKafkaMessage(message: Pick<KafkaMessage, 'value'>): StoredEvent {
  let json: unknown;
  try {
    json = JSON.parse(message.value?.toString('utf8') ?? '');
  } catch {
    throw new MalformedMessageError('value is not JSON');
  }
  const parsed = storedEventSchema.safeParse(json);
  if (!parsed.success) {
    throw new MalformedMessageError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  return parsed.data;
}

/** A batch grouped by topic for `producer.sendBatch`, keeping the outbox order within every topic. */
export function toTopicMessages(
  events: StoredEvent[],
  prefix = DEFAULT_TOPIC_PREFIX,
  now = Date.now(),
): { topic: string; messages: Message[] }[] {
  const byTopic = new Map<string, Message[]>();
  for (const event of events) {
    const { topic, message } = toKafkaMessage(event, prefix, now);
    const messages = byTopic.get(topic) ?? [];
    messages.push(message);
    byTopic.set(topic, messages);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
}
