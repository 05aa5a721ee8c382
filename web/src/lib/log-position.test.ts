import { describe, expect, it } from 'vitest';
import { isBefore } from './log-position';

describe('isBefore', () => {
  it('orders log positions by transaction, then offset, however long their numbers', () => {
    expect(isBefore('5-10', '5-11')).toBe(true);
    expect(isBefore('5-11', '5-10')).toBe(false);
    expect(isBefore('5-10', '5-10')).toBe(false);
    expect(isBefore('9-900', '10-1')).toBe(true);
    expect(isBefore('10-1', '9-900')).toBe(false);
    expect(isBefore('18446744073709551614-2', '18446744073709551615-1')).toBe(true);
    expect(isBefore('7-9223372036854775806', '7-9223372036854775807')).toBe(true);
  });

  it('counts a position it cannot read as before, so the list is fetched again', () => {
    expect(isBefore('', '5-10')).toBe(true);
    expect(isBefore('5-10', 'not-a-position')).toBe(true);
    expect(isBefore('5-10-1', '5-10')).toBe(true);
    expect(isBefore('18446744073709551616-1', '5-10')).toBe(true);
  });
});
