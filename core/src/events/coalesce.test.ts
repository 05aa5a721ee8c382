import { describe, expect, it } from 'vitest';
import { storedEvent as event } from './testing/event-log-testing';
import { byAggregateRead, supersededInBatch } from './coalesce';

describe('supersededInBatch', () => {
  it('passes over every event of a key but the last, and none without a key', () => {
    const batch = [
      event('account.registered', 'a'),
      event('account.registered', 'b'),
      event('account.verified', 'a'),
      event('account.deleted', 'b', { kind: 'person', profileId: 'p' }),
      event('job.published', 'j'),
      undefined,
      event('job.updated', 'j'),
    ];
    expect([...supersededInBatch(batch, byAggregateRead)].sort()).toEqual([0, 4]);
  });

  it('passes over nothing without a key function', () => {
    expect(supersededInBatch([event('job.updated', 'j'), event('job.updated', 'j')], undefined).size).toBe(0);
  });
});

describe('byAggregateRead', () => {
  it('keys by aggregate, but never a deletion, which its handler reads from the event', () => {
    expect(byAggregateRead(event('person.updated', 'p'))).toBe('person:p');
    expect(byAggregateRead(event('account.verified', 'a'))).toBe('account:a');
    expect(byAggregateRead(event('account.deleted', 'a'))).toBeUndefined();
  });
});
