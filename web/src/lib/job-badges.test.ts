import { describe, expect, it } from 'vitest';
import { jobType, salaryBadge } from './job-badges';

describe('the job-type badge', () => {
  it('colours sub-functions like their role: a goalkeeper coach is a trainer, a goalkeeper a player', () => {
    expect(
      ['SCHIEDSRICHTER', 'TORWARTTRAINER', 'SPIELERTRAINER', 'TORWART', 'PLATZWART'].map(jobType),
    ).toEqual(['referee', 'trainer', 'trainer', 'player', 'supporter']);
  });

  it('shows an unknown function from a newer server as a helper role', () => {
    expect(jobType('ZEUGWART_NEU')).toBe('supporter');
    expect(jobType('constructor')).toBe('supporter');
  });

  it('shows the match fee badge for referees without salary, the salary for everyone paid', () => {
    expect(salaryBadge({ clubFunction: 'SCHIEDSRICHTER', salary: 0 })).toEqual({
      kind: 'refereeCompensation',
    });
    expect(salaryBadge({ clubFunction: 'TRAINER', salary: 0 })).toBeNull();
    expect(salaryBadge({ clubFunction: 'TRAINER', salary: 1200 })).toEqual({ kind: 'salary', amount: 1200 });
  });
});
