/** The calendar day of an instant in a time zone, as a UTC midnight Date. */
function dayIn(instant: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return new Date(`${parts}T00:00:00Z`);
}

/**
 * ISO 8601 week of an instant as the people of `timeZone` count it, e.g. `2026-W02`. Monday 00:30 in
 * Zurich is still Sunday in UTC, hence the zone: the digest of that Monday belongs to the new week.
 */
export function isoWeek(instant: Date, timeZone = 'Europe/Zurich'): string {
  const day = dayIn(instant, timeZone);
  // The Thursday of the same week decides the year the week belongs to.
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  const week1Monday = firstThursday.getTime() - firstWeekday * 86_400_000;
  const week = Math.floor((thursday.getTime() - week1Monday) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const ISO_WEEK = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;
