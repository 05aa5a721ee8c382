import { jobTypeOf, type ClubFunction, type JobType } from '@anpfiff/schemas/catalogues/club-functions';

export type { JobType };

export function jobType(clubFunction: string): JobType {
  try {
    return jobTypeOf(clubFunction as ClubFunction);
  } catch {
    // An unknown code from a newer server: show it as a helper role rather than break the page.
    return 'supporter';
  }
}

export type SalaryBadge = { kind: 'salary'; amount: number } | { kind: 'refereeCompensation' } | null;

/**
 * Spec section 6: referees always earn match fees from their association, so their offers show the
 * badge; other offers only when the club pays something (salary above 0).
 */
export function salaryBadge(job: { clubFunction: string; salary: number }): SalaryBadge {
  if (job.salary > 0) return { kind: 'salary', amount: job.salary };
  if (jobType(job.clubFunction) === 'referee') return { kind: 'refereeCompensation' };
  return null;
}
