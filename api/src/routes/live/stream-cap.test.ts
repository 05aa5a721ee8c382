import { describe, expect, it } from 'vitest';
import { streamCap } from './stream-cap';

describe('streamCap', () => {
  it('gives an account places up to the limit, others theirs, and takes a release only once', () => {
    const cap = streamCap(2);
    const first = cap.take('a');
    const second = cap.take('a');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(cap.take('a')).toBeNull();
    expect(cap.take('b')).not.toBeNull();

    // A stream ends twice (the client leaves as the hub stops): it frees one place, not two.
    first?.();
    first?.();
    expect(cap.held('a')).toBe(1);
    expect(cap.take('a')).not.toBeNull();
    expect(cap.take('a')).toBeNull();
  });
});

describe('streamCap, opens per minute', () => {
  it('refuses an account that keeps opening and closing, until a minute has passed since its oldest open', () => {
    let clock = 0;
    const cap = streamCap(5, { opensPerMinute: 3, now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      cap.take('a')?.();
      clock += 1_000;
    }
    expect(cap.take('a')).toBeNull();
    // Another account is not held back by it.
    expect(cap.take('b')).not.toBeNull();
    clock = 59_999;
    expect(cap.take('a')).toBeNull();
    clock = 60_000;
    expect(cap.take('a')).not.toBeNull();
  });
});
