import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../event-log';
import {
  fromKafkaMessage,
  HEADERS,
  MalformedMessageError,
  toKafkaMessage,
  topicsFor,
  toTopicMessages,
} from './kafka-mapping';

const event: StoredEvent = {
  offset: '4711',
  type: 'job.published',
  aggregateType: 'job',
  aggregateId: '7b0e5c1e-6f0a-4f55-9a55-3f1d0c2f9b11',
  country: 'CH',
  version: 3,
  payload: { clubId: 'c-1', draft: false },
  occurredAt: new Date('2025-03-01T18:30:00.123Z'),
};

describe('Kafka mapping of outbox events', () => {
  it('puts an event on its aggregate topic, keyed by aggregate id', () => {
    const { topic, message } = toKafkaMessage(event);
    expect(topic).toBe('anpfiff.job');
    expect(message.key).toBe(event.aggregateId);
    expect(toKafkaMessage(event, 'test-1.').topic).toBe('test-1.job');
  });

  it('carries offset, type, version and country as headers', () => {
    const { message } = toKafkaMessage(event);
    expect(message.headers).toEqual({
      [HEADERS.offset]: '4711',
      [HEADERS.type]: 'job.published',
      [HEADERS.version]: '3',
      [HEADERS.country]: 'CH',
      [HEADERS.contentType]: 'application/json',
    });
    const withoutCountry = toKafkaMessage({ ...event, type: 'digest.weekly-triggered', country: null });
    expect(withoutCountry.message.headers).not.toHaveProperty(HEADERS.country);
  });

  it('stamps the publish time, so retention counts from publication, never earlier than the occurrence', () => {
    const before = Date.now();
    // A backlog published long after it occurred (first switch to Kafka, a long relay outage).
    const late = Number(toKafkaMessage(event).message.timestamp);
    expect(late).toBeGreaterThanOrEqual(before);
    expect(late).toBeLessThanOrEqual(Date.now());
    // A relay whose clock lags the database's still never stamps a record before its occurrence.
    const lagging = toKafkaMessage(event, undefined, event.occurredAt.getTime() - 5_000).message;
    expect(lagging.timestamp).toBe(String(event.occurredAt.getTime()));
    // The occurrence travels in the value, which is where the consumer reads it from.
    expect(
      fromKafkaMessage({ value: Buffer.from(String(toKafkaMessage(event).message.value)) }).occurredAt,
    ).toEqual(event.occurredAt);
  });

  it('round-trips the event through the JSON value', () => {
    const { message } = toKafkaMessage(event);
    expect(JSON.parse(String(message.value))).toMatchObject({
      offset: '4711',
      occurredAt: '2025-03-01T18:30:00.123Z',
    });
    const decoded = fromKafkaMessage({ value: Buffer.from(String(message.value)) });
    expect(decoded).toEqual(event);
  });

  it('refuses records that are not Anpfiff events, naming what is wrong', () => {
    expect(() => fromKafkaMessage({ value: Buffer.from('kein json') })).toThrow(MalformedMessageError);
    expect(() => fromKafkaMessage({ value: null })).toThrow(/not JSON/);
    const wrongType = JSON.stringify({
      ...event,
      type: 'job.exploded',
      occurredAt: event.occurredAt.toISOString(),
    });
    expect(() => fromKafkaMessage({ value: Buffer.from(wrongType) })).toThrow(/type/);
  });

  it('groups a batch by topic and keeps the outbox order within each topic', () => {
    const club = (offset: string, aggregateId: string): StoredEvent => ({
      ...event,
      offset,
      type: 'club.updated',
      aggregateType: 'club',
      aggregateId,
    });
    const batches = toTopicMessages([
      club('1', 'a'),
      { ...event, offset: '2' },
      club('3', 'b'),
      club('4', 'a'),
    ]);
    expect(batches.map((b) => [b.topic, b.messages.map((m) => m.headers?.[HEADERS.offset])])).toEqual([
      ['anpfiff.club', ['1', '3', '4']],
      ['anpfiff.job', ['2']],
    ]);
  });

  it('subscribes a consumer to the topics of the types it wants', () => {
    expect(topicsFor(['job.published', 'job.deleted', 'club.updated'])).toEqual([
      'anpfiff.club',
      'anpfiff.job',
    ]);
    expect(topicsFor(undefined)).toHaveLength(6);
  });
});
