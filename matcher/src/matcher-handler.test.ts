import { describe, expect, it } from 'vitest';
import { storedEvent as event } from '@anpfiff/core/events/testing/event-log-testing';
import { matcherWork } from './matcher-handler';

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
