import type { ClubFunction, JobType } from '@anpfiff/schemas/catalogues/club-functions';

export type { JobType };

// The job type of each club function, as the catalogue (schemas/src/catalogues/club-functions.ts) has it.
// Repeated here as three short lists because the catalogue module, with its labels and tree, would ride in
// the first load of every job page; job-badges.test.ts checks every code against the catalogue.
const REFEREES: readonly ClubFunction[] = ['SCHIEDSRICHTER'];
const TRAINERS: readonly ClubFunction[] = [
  'TRAINER',
  'CHEFTRAINER',
  'ASSISTENZTRAINER',
  'TORWARTTRAINER',
  'STUERMER_TRAINER',
  'ABWEHR_TRAINER',
  'SPIELERTRAINER',
  'KONDITIONSTRAINER',
  'MENTALTRAINER',
  'REHA_TRAINER',
];
const PLAYERS: readonly ClubFunction[] = [
  'SPIELER',
  'STUERMER',
  'MITTELFELDSPIELER',
  'VERTEIDIGER',
  'TORWART',
];

export function jobType(clubFunction: string): JobType {
  const code = clubFunction as ClubFunction;
  if (REFEREES.includes(code)) return 'referee';
  if (TRAINERS.includes(code)) return 'trainer';
  if (PLAYERS.includes(code)) return 'player';
  // The helper roles, and an unknown code from a newer server: shown as a helper rather than break the page.
  return 'supporter';
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
