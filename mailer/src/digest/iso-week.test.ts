import { describe, expect, it } from 'vitest';
import { ISO_WEEK, isoWeek } from './iso-week';

describe('isoWeek', () => {
  it('numbers weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'), 'UTC')).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'), 'UTC')).toBe('2025-W01');
    expect(isoWeek(new Date('2026-11-23T07:00:00Z'), 'UTC')).toBe('2026-W48');
  });

  it('counts the day in the given time zone', () => {
    // Monday 00:30 in Zurich is Sunday 23:30 UTC.
    const mondayNight = new Date('2026-11-22T23:30:00Z');
    expect(isoWeek(mondayNight, 'UTC')).toBe('2026-W47');
    expect(isoWeek(mondayNight, 'Europe/Zurich')).toBe('2026-W48');
  });

  it('always matches the week pattern', () => {
    for (let day = 0; day < 800; day += 3) {
      expect(isoWeek(new Date(Date.UTC(2025, 0, 1) + day * 86_400_000), 'UTC')).toMatch(ISO_WEEK);
    }
  });
});
