import { describe, expect, it } from 'vitest';
import { isBefore } from './log-position';

describe('isBefore', () => {
  it('orders log positions by transaction, then offset, however long their numbers', () => {
    expect(isBefore('5-10', '5-11')).toBe(true);
    expect(isBefore('5-11', '5-10')).toBe(false);
    expect(isBefore('5-10', '5-10')).toBe(false);
    expect(isBefore('9-900', '10-1')).toBe(true);
    expect(isBefore('10-1', '9-900')).toBe(false);
    expect(isBefore('18446744073709551615-2', '18446744073709551616-1')).toBe(true);
  });

  it('counts a position it cannot read as before, so the list is fetched again', () => {
    expect(isBefore('', '5-10')).toBe(true);
    expect(isBefore('5-10', 'not-a-position')).toBe(true);
    expect(isBefore('05-10', '5-10')).toBe(true);
  });
});
