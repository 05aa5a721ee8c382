import type { JobType } from '@anpfiff/schemas/catalogues/club-functions';
import { JOB_TYPE_OF } from '@anpfiff/schemas/catalogues/job-types';

export type { JobType };

export function jobType(clubFunction: string): JobType {
  // The helper roles, and an unknown code from a newer server: shown as a helper rather than break the page.
  return Object.hasOwn(JOB_TYPE_OF, clubFunction)
    ? JOB_TYPE_OF[clubFunction as keyof typeof JOB_TYPE_OF]
    : 'supporter';
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
