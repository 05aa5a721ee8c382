import { describe, expect, it } from 'vitest';
import { JOB_EXTRAS, JOB_EXTRA_LABELS, isJobExtra } from './job-extras';

describe('job extras', () => {
  it('are the five compensations of the spec with German labels', () => {
    expect(JOB_EXTRAS).toEqual([
      'FREE_MATCH_TICKETS',
      'FREE_MEMBERSHIP',
      'COURSE_COSTS',
      'FURTHER_EDUCATION',
      'EQUIPMENT',
    ]);
    expect(JOB_EXTRA_LABELS).toEqual({
      FREE_MATCH_TICKETS: 'Gratis Matchtickets',
      FREE_MEMBERSHIP: 'Gratis Mitgliedschaft',
      COURSE_COSTS: 'Übernahme der Kurskosten',
      FURTHER_EDUCATION: 'Weiterbildung',
      EQUIPMENT: 'Ausrüstung',
    });
  });

  it('validates codes', () => {
    expect(isJobExtra('EQUIPMENT')).toBe(true);
    for (const v of ['equipment', 'Ausrüstung', '', null]) expect(isJobExtra(v)).toBe(false);
  });
});
