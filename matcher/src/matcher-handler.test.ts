import type { StoredEvent } from '@anpfiff/core/events/event-log';
import { describe, expect, it } from 'vitest';
import { matcherWork } from './matcher-handler';

const event = (type: StoredEvent['type'], aggregateId: string, payload = {}): StoredEvent => ({
  offset: '1',
  type,
  aggregateType: type.split('.')[0] as StoredEvent['aggregateType'],
  aggregateId,
  country: 'CH',
  version: 1,
  payload,
  occurredAt: new Date(),
});

describe('matcherWork', () => {
  it('names the recomputation: the same for every change of an offer, and for a verification and a lock', () => {
    expect(matcherWork(event('job.published', 'j'))).toBe(matcherWork(event('job.deleted', 'j')));
    expect(matcherWork(event('person.updated', 'p'))).toBe('person:p');
    expect(matcherWork(event('account.verified', 'a'))).toBe(
      matcherWork(event('account.updated', 'a', { changed: 'locked' })),
    );
  });

  it('names none for a change that recomputes nothing or a deletion read from its event', () => {
    expect(matcherWork(event('account.updated', 'a', { changed: 'password' }))).toBeUndefined();
    expect(matcherWork(event('account.deleted', 'a', { kind: 'club', profileId: 'c' }))).toBeUndefined();
  });
});
