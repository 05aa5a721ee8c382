import { describe, expect, it } from 'vitest';
import { jobForm } from '../forms/definitions/job-form';
import { JOB_EXTRAS, JOB_EXTRA_LABELS, isJobExtra, jobExtraLabel } from './job-extras';

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

  it("use the German site's words there: free tickets are no 'Matchtickets' in Germany", () => {
    expect(jobExtraLabel('FREE_MATCH_TICKETS', 'CH')).toBe('Gratis Matchtickets');
    expect(jobExtraLabel('FREE_MATCH_TICKETS', 'DE')).toBe('Freikarten für Spiele');
    // Where Germany says the same, the shared label.
    expect(jobExtraLabel('EQUIPMENT', 'DE')).toBe('Ausrüstung');
    // The offer form offers them in the site's words too.
    const extras = (country: 'CH' | 'DE') =>
      jobForm(country).inputs.find((input) => input.name === 'jobExtras')?.options?.[0]?.label;
    expect([extras('CH'), extras('DE')]).toEqual(['Gratis Matchtickets', 'Freikarten für Spiele']);
  });

  it('validates codes', () => {
    expect(isJobExtra('EQUIPMENT')).toBe(true);
    for (const v of ['equipment', 'Ausrüstung', '', null]) expect(isJobExtra(v)).toBe(false);
  });
});
