import { CLUB_FUNCTIONS, jobTypeOf } from '@anpfiff/schemas/catalogues/club-functions';
import { describe, expect, it } from 'vitest';
import { jobType, salaryBadge } from './job-badges';

describe('the job-type badge', () => {
  it("shows each club function's job type from the catalogue", () => {
    for (const code of CLUB_FUNCTIONS) expect([code, jobType(code)]).toEqual([code, jobTypeOf(code)]);
  });

  it('shows an unknown function from a newer server as a helper role', () => {
    expect(jobType('ZEUGWART_NEU')).toBe('supporter');
  });

  it('shows the match fee badge for referees without salary, the salary for everyone paid', () => {
    expect(salaryBadge({ clubFunction: 'SCHIEDSRICHTER', salary: 0 })).toEqual({
      kind: 'refereeCompensation',
    });
    expect(salaryBadge({ clubFunction: 'TRAINER', salary: 0 })).toBeNull();
    expect(salaryBadge({ clubFunction: 'TRAINER', salary: 1200 })).toEqual({ kind: 'salary', amount: 1200 });
  });
});
